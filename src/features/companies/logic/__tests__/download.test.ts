import { describe, expect, it, vi } from 'vitest';
import { takeDownloadTarget } from '@/lib/session/session';
import { NO_PERMISSION_MESSAGE } from '../../messages';
import { companyFileUrl, downloadDecision, requestDownload, viewerOf } from '../download';

const investor = { client_type_id: 1 as const, client_type: { id: 1 as const, type: 1 as const } };
const presenter = { client_type_id: 4 as const, client_type: { id: 4 as const, type: 2 as const } };

function effects() {
  return { open: vi.fn(), navigate: vi.fn(), deny: vi.fn() };
}

describe('download permission', () => {
  it('tells investors, other clients and guests apart', () => {
    expect(viewerOf(investor)).toBe('investor');
    expect(viewerOf(presenter)).toBe('other');
    expect(viewerOf(null)).toBe('guest');
    expect(downloadDecision('investor')).toBe('download');
    expect(downloadDecision('other')).toBe('no-permission');
    expect(downloadDecision('guest')).toBe('login');
  });

  it('builds the contract download URL with conference_id 14', () => {
    const url = new URL(companyFileUrl(501, 'presentation', 3101), 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/user/files/general/download-file');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      conference_id: '14',
      company_id: '501',
      file_type: 'presentation',
      record_id: '3101',
    });
  });

  it('opens the file for an investor', () => {
    const fx = effects();
    expect(requestDownload('/file', 'investor', fx)).toBe('download');
    expect(fx.open).toHaveBeenCalledWith('/file');
    expect(fx.navigate).not.toHaveBeenCalled();
    expect(fx.deny).not.toHaveBeenCalled();
  });

  it("refuses a presenter with 'Sorry you don't have permission'", () => {
    const fx = effects();
    expect(requestDownload('/file', 'other', fx)).toBe('no-permission');
    expect(fx.deny).toHaveBeenCalledWith("Sorry you don't have permission");
    expect(NO_PERMISSION_MESSAGE).toBe("Sorry you don't have permission");
    expect(fx.open).not.toHaveBeenCalled();
    expect(takeDownloadTarget()).toBeNull();
  });

  it('keeps a guest’s target for after login and sends them to the login page', () => {
    const fx = effects();
    const url = companyFileUrl(501, 'profile', 3101);
    expect(requestDownload(url, 'guest', fx)).toBe('login');
    expect(fx.navigate).toHaveBeenCalledWith('/auth/login');
    expect(fx.open).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('download_target') ?? 'null')).toBe(url);
    expect(takeDownloadTarget()).toBe(url);
    expect(takeDownloadTarget()).toBeNull();
  });
});
