import { act, fireEvent } from '@testing-library/react';
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

/**
 * Replaces a field's text at once (as pasting does) and leaves it: keystroke-by-keystroke typing is slow
 * under jsdom + antd, and the keystroke behaviour of the masks is covered in shared.
 */
export async function fill(_user: unknown, field: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  });
}
