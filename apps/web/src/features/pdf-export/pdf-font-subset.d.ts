// The URLs of the PDF font's Latin subset, made at build time (vite-plugins/pdf-font-subset.ts).
declare module 'virtual:pdf-font-subset' {
  export const regularUrl: string;
  export const boldUrl: string;
}
