import { useState } from "react";
import { useBrowserValue } from "~/hooks/useBrowserValue";

export type Theme = "light" | "dark" | "system";
export const THEME_KEY = "theme";

/**
 * Runs in <head> before the first paint: applies the stored theme so a
 * returning reader never sees a flash of the other one. "system" (or nothing
 * stored) leaves the choice to CSS's prefers-color-scheme, which follows the
 * operating system live.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js");try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")d.dataset.theme=t}catch(e){}})()`;

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
}

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
      <select
        id="theme-select"
        value={theme}
        onChange={(e) => {
          const next = e.target.value as Theme;
          setTheme(next);
          applyTheme(next);
          try {
            localStorage.setItem(THEME_KEY, next);
          } catch {
            // Storage can be off (private mode): the choice then lasts for this page only.
          }
        }}
      >
        <option value="system">System theme</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
