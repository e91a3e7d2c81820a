/** Generated pictures for seeded rows: an SVG data URI shows offline, in the prerender and in the API-mode build alike. */

export const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Up to three lines of at most 24 characters, cut at spaces. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 24) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A 640×360 cover: a two-colour gradient, the title in large type and a caption at the foot. */
export function generatedCover(title: string, caption: string, [from, to]: readonly [string, string]): string {
  const text = titleLines(title)
    .map((line, index) => `<text x="32" y="${92 + index * 34}" font-size="28" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><g fill="#fff" font-family="sans-serif">${text}<text x="32" y="320" font-size="18" opacity=".85">${escapeXml(caption)}</text></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
