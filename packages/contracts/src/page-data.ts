import type { PublicConfig } from './config';

// No schema here, on purpose: the web client's first script imports this file, and a zod schema built at
// module level would bring zod (about 20 KB gzip) into it.

/**
 * What the server writes into the page it serves, as a JSON data block (`<script type="application/json">`,
 * never executed) with this id: the public config, and whether the request carried a session cookie at all —
 * without one the browser knows it is a visitor without asking. Both would otherwise be two requests on the
 * way to the first screen. Absent when Vite's development server serves the page: the client asks then.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
export interface PageData {
  config: PublicConfig;
  cookieSession: boolean;
}
