/**
 * Turns a YouTube or Vimeo page link into its embeddable player URL (privacy-enhanced YouTube);
 * '' for any other link, which is then opened as a plain link instead of in a player.
 */
export function videoEmbedUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) =>
    value && /^[\w-]{6,20}$/.test(value) ? value : '';
  let youtubeId = '';
  if (host === 'youtu.be') youtubeId = id(url.pathname.slice(1));
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId = url.pathname.startsWith('/embed/')
      ? id(url.pathname.split('/')[2])
      : url.pathname.startsWith('/shorts/')
        ? id(url.pathname.split('/')[2])
        : id(url.searchParams.get('v'));
  }
  if (youtubeId) return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = url.pathname.split('/').find((part) => /^\d{5,12}$/.test(part));
    if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}?autoplay=1`;
  }
  return '';
}
