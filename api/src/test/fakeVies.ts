import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake VIES answers one number: VIES's own answers, its error bodies, or no answer at all. */
export type FakeViesAnswer = 'valid' | 'invalid' | 'msUnavailable' | 'serverError' | 'silent';

/** A local HTTP server that plays the EU's VIES REST check (POST {countryCode, vatNumber}). */
export interface FakeVies {
  url: string;
  /** Every body it was sent, in order. */
  requests: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

/** Starts the fake VIES; `answerOf` decides per full number ('DE136695976'), 'invalid' unless told. */
export async function startFakeVies(answerOf: (vatNumber: string) => FakeViesAnswer): Promise<FakeVies> {
  const requests: FakeVies['requests'] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const asked = JSON.parse(text) as { countryCode: string; vatNumber: string };
      requests.push(asked);
      const answer = answerOf(`${asked.countryCode}${asked.vatNumber}`);
      if (answer === 'silent') return; // never answers: the client's timeout decides
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (answer === 'serverError')
        json(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
      else if (answer === 'msUnavailable') json(200, { ...asked, valid: false, userError: 'MS_UNAVAILABLE' });
      else
        json(200, {
          ...asked,
          requestDate: new Date().toISOString(),
          valid: answer === 'valid',
          userError: answer === 'valid' ? 'VALID' : 'INVALID',
          name: '---',
          address: '---',
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/taxation_customs/vies/rest-api/check-vat-number`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
