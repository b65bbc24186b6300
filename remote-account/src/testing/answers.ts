import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';

/** A successful axios answer, for jest.spyOn(accountApi, …).mockResolvedValue(ok(body)). */
export function ok<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig };
}

/** A failed call in the contract's error shape ({ message, errors: [{ detail }] }). */
export function fail(status: number, message: string, details: string[] = [message]): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    data: { message, errors: details.map((detail) => ({ detail })) },
    status,
    statusText: 'Error',
    headers: {},
    config,
  };
  return new AxiosError(message, String(status), config, undefined, response);
}

/** Replaces a field's text at once (pasting): keystroke-by-keystroke typing is slow under jsdom + antd. */
export async function fill(user: { clear: (el: Element) => Promise<void>; click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> }, field: Element, value: string): Promise<void> {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}
