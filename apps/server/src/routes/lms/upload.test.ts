import { describe, expect, it } from 'vitest';
import { parseVtt, videoTypeOf } from './upload';

const bytes = (hex: string, tail = '') => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(tail, 'latin1')]);

describe('a staff upload judged by its bytes (issue 33)', () => {
  it('knows WebM and MP4 by their headers, and nothing else', () => {
    expect(videoTypeOf(bytes('1a45dfa3a34286810142f7810142f2810442f381084282', 'webm\u0042\u0087'))).toBe('video/webm');
    expect(videoTypeOf(bytes('1a45dfa3a34286810142f7810142f2810442f381084282', 'matroska'))).toBeNull();
    expect(videoTypeOf(bytes('00000018', 'ftypisom\0\0\u0002\0isomiso2'))).toBe('video/mp4');
    expect(videoTypeOf(bytes('00000018', 'ftypheic\0\0\0\0mif1heic'))).toBeNull();
    expect(videoTypeOf(bytes('89504e470d0a1a0a0000000d49484452'))).toBeNull();
    expect(videoTypeOf(Buffer.from('WEBVTT'))).toBeNull();
  });

  it('reads WebVTT cues with or without hours, identifiers and settings; skips notes; refuses the rest', () => {
    const vtt =
      '\uFEFFWEBVTT - 授業\r\n\r\nNOTE 撮影メモ\r\n\r\nintro\r\n01:00:00.500 --> 01:00:02.000 line:0\r\nはじめに\r\n\r\n00:03.000 --> 00:04.250\r\n一行目\r\n二行目\r\n';
    expect(parseVtt(Buffer.from(vtt))).toEqual({
      cues: [
        { start: 3600.5, end: 3602, text: 'はじめに' },
        { start: 3, end: 4.25, text: '一行目\n二行目' },
      ],
    });
    expect(parseVtt(Buffer.from('WEBVTTX\n\n00:00.000 --> 00:01.000\nx\n'))).toEqual({ refused: 'captionsNotVtt' });
    expect(parseVtt(Buffer.from([0xff, 0xfe, 0x57, 0x00]))).toEqual({ refused: 'captionsNotVtt' });
    expect(parseVtt(Buffer.from('WEBVTT\n\n00:00 --> 00:01\nx\n'))).toEqual({ refused: 'captionsBroken' });
    expect(parseVtt(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n\n'))).toEqual({ refused: 'captionsBroken' });
    expect(parseVtt(Buffer.from('WEBVTT\n'))).toEqual({ refused: 'captionsEmpty' });
  });
});
