import { useState } from "react";
import { useBrowserValue } from "~/hooks/useBrowserValue";

export type Theme = "light" | "dark" | "system";
const THEME_KEY = "theme";

/**
 * Runs in <head> before the first paint: applies the stored theme (no flash of the other; "system" leaves it to
 * prefers-color-scheme), applies and keeps a choice made before the app's scripts start (decision 021), and marks a
 * browser that can share (`can-share`), so "More ways to share…" is in place from the first paint.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js");if(typeof navigator.share==="function")d.classList.add("can-share");try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")d.dataset.theme=t}catch(e){}addEventListener("DOMContentLoaded",function(){var s=document.getElementById("theme-select");if(s&&d.dataset.theme)s.value=d.dataset.theme});addEventListener("change",function(e){var s=e.target,v=s.value;if(s.id!=="theme-select")return;if(v==="light"||v==="dark")d.dataset.theme=v;else delete d.dataset.theme;try{localStorage.setItem("${THEME_KEY}",v)}catch(e){}})})()`;

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Light, dark or system. Hidden without JavaScript, where the system's choice applies. */
export function ThemeSwitch() {
  const stored = useBrowserValue(readTheme, "system");
  const [chosen, setTheme] = useState<Theme | null>(null);
  const theme = chosen ?? stored;
  return (
    <div className="theme-switch">
      <label htmlFor="theme-select" className="visually-hidden">
        Colour theme
      </label>
      {/* THEME_SCRIPT applies and keeps the choice, before the app's scripts start and after. */}
      <select id="theme-select" value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
        <option value="system">System theme</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
