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
