/**
 * Text carried in a link's fragment: deflated (`CompressionStream`, raw deflate) and
 * base64url-encoded, so a link needs no server. Shared by game-record links and playground links.
 */

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const s = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** `text` as link-safe characters: base64url(deflate(UTF-8)). */
export async function packText(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** The text `packText` packed; throws when the code is damaged or cut short. */
export async function unpackText(code: string): Promise<string> {
  return new TextDecoder().decode(await pipe(fromBase64Url(code), new DecompressionStream("deflate-raw")));
}
