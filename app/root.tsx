import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  useLocation,
  useNavigation,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { useCallback, useEffect, type ReactNode } from "react";
import { CategoryPending } from "~/components/CategoryPending";
import { FormTokenMeta } from "~/forms/page-token";
import { usePageChange } from "~/hooks/usePageChange";
import { useNonce } from "~/utils/nonce";
import { THEME_SCRIPT, ThemeSwitch } from "~/components/ThemeSwitch";
import { replayEarlyClick } from "~/utils/early-click";
import { categoryByPath } from "~/recipes/categories";
import { SearchForm } from "~/search/SearchForm";
import { CategoryLinks } from "~/components/CategoryLinks";
import { SITE, VIEW_BEACON_PATH } from "~/utils/site";
import { PageStyles } from "~/styles/PageStyles";
import { READ_LIMITED_STATUS } from "~/utils/load-context";
import { ScrollRestoration } from "~/components/ScrollRestoration";
import { SiteError } from "~/components/SiteError";
import { useKeepVisitedPages } from "~/offline/useKeepVisitedPages";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "Small Batch Kitchen recipes", href: "/rss.xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: SITE.name }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status === READ_LIMITED_STATUS ? "Slow down a little" : "Something went wrong";
  return [{ title: `${title} | ${SITE.name}` }];
};

export function loader({ context }: LoaderFunctionArgs) {
  // Pages moved to in the app report themselves only when someone counts them.
  return { countViews: Boolean(context.cloudflare.env.PAGE_VIEWS) };
}

// Nothing here changes while the site runs: no need to fetch it again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useEffect(() => {
    // Marks the page as interactive: JavaScript-only controls and browser tests key off it.
    document.documentElement.dataset.hydrated = "true";
    replayEarlyClick();
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <FormTokenMeta />
        <PageStyles />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { countViews } = useLoaderData<typeof loader>();
  usePageChange(
    useCallback(
      (pathname: string) => {
        // Focus starts at the new page's content, as after a full load: a screen
        // reader reads from there, and Tab doesn't restart from a vanished link.
        document.getElementById("main")?.focus({ preventScroll: true });
        // The worker counted the first page as it served it; later ones report themselves.
        if (countViews) navigator.sendBeacon?.(VIEW_BEACON_PATH, pathname);
      },
      [countViews],
    ),
  );
  const navigation = useNavigation();
  const location = useLocation();
  useKeepVisitedPages(location.pathname + location.search);
  // A category page waits for its recipes before it renders: show its
  // skeleton at once instead of leaving the old page up without a sign.
  const pendingCategory =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname
      ? categoryByPath(navigation.location.pathname)
      : undefined;
  return pendingCategory ? <CategoryPending label={pendingCategory.label} /> : <Outlet />;
}

function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          {SITE.name}
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul className="nav-list">
            <li>
              <NavLink to="/" end>
                Recipes
              </NavLink>
            </li>
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
          </ul>
        </nav>
        <ThemeSwitch />
        <SearchForm id="site-search-q" name="Site search" className="search-form site-search" />
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <h2 className="footer-brand">{SITE.name}</h2>
          <p className="footer-tagline">{SITE.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h3 id="footer-categories">Recipe Categories</h3>
          <CategoryLinks />
        </nav>
        <nav aria-labelledby="footer-main">
          <h3 id="footer-main">Main Pages</h3>
          <ul>
            <li>
              <Link to="/">Recipes</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export function ErrorBoundary() {
  return <SiteError error={useRouteError()} />;
}
