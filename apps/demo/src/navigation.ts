import { useEffect, useState } from "react";
import { parseRoute, type Route, routeHash } from "./model/route.js";

export function navigate(route: Route): void {
  const hash = routeHash(route);
  if (window.location.hash !== hash) window.location.hash = hash;
}

/** The route in the URL hash, kept up to date. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => {
      setRoute(parseRoute(window.location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return route;
}

/** A link to a route. */
export function href(route: Route): string {
  return routeHash(route);
}
