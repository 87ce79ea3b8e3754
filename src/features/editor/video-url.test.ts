import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-url.ts';

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1'],
    ['http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0'],
  ])('rewrites the YouTube link %s to its embed URL', (input) => {
    expect(videoEmbedUrl(input)).toBe(YOUTUBE);
  });

  it('keeps YouTube privacy-enhanced embeds on their host', () => {
    expect(videoEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871/', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
  ])('rewrites the Vimeo link %s', (input, expected) => {
    expect(videoEmbedUrl(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://notvimeo.com/76979871'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="alert(1)'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://vimeo.com/channels/staffpicks'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['ftp://youtu.be/dQw4w9WgXcQ'],
    ['não é um link'],
    [''],
  ])('refuses %j', (input) => {
    expect(videoEmbedUrl(input)).toBeNull();
  });
});
