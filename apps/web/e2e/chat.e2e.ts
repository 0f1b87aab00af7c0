import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../server/src/test/backoffice';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn, PASSWORD, shot } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
  await createStaff(site.app, 'soporte', ['support']);
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** A support staff member signs in to the back office (first time: TOTP enrolment) and opens the chat page. */
async function staffOpensChat(page: Page) {
  await page.goto(`${site.url}/backoffice`);
  await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
  await page.getByLabel('Usuario', { exact: true }).fill('soporte');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('heading', { name: 'Configura tu autenticador' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page
    .getByLabel('Código de 6 dígitos')
    .fill(await generate({ secret, algorithm: 'sha1', digits: 6, period: 30 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('button', { name: 'Los he guardado' }).click();
  await page.getByRole('link', { name: 'Chat de soporte' }).click();
  await page.getByRole('heading', { level: 1, name: /Chat de soporte/ }).waitFor();
  await page.getByTestId('bo-chat-live').filter({ hasText: 'En vivo' }).waitFor();
}

describe('support chat room', () => {
  it('desktop: a member writes from live support, staff answer from the back office, the member sees it live', async () => {
    const member = await openPage(browser, { width: 1280, height: 860 });
    const staff = await openPage(browser, { width: 1280, height: 860 });
    await logIn(member.page, site.url, 'jugador2');

    // Staff online first: the member's message waits for them instead of becoming a ticket.
    await staffOpensChat(staff.page);

    await member.page.getByTestId('side-menu').getByTestId('live-support').click();
    const room = member.page.getByTestId('chat-room');
    await room.getByText('Soporte en línea').waitFor();
    await room.getByLabel('Escribe tu mensaje…').fill('Hola, no veo mi depósito de ayer.');
    await room.getByRole('button', { name: 'Enviar' }).click();
    await room.getByTestId('chat-messages').getByText('Hola, no veo mi depósito de ayer.').waitFor();
    // An image, as in feedback: re-encoded on the server, shown from its own route.
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    await room
      .getByTestId('chat-attach')
      .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: png });
    await room.getByRole('button', { name: 'Enviar' }).click();
    await room.locator('img.chat-msg__image').waitFor();

    // The queue shows the conversation live, with its unread count; staff open it and answer.
    const item = staff.page.getByTestId('bo-chat-queue').getByRole('button', { name: /jugador2/ });
    await item.getByTestId('bo-chat-unread').waitFor();
    await shot(staff.page, 'chat-backoffice-queue-desktop');
    await item.click();
    const conversation = staff.page.getByTestId('bo-chat-conversation');
    await conversation.getByText('Hola, no veo mi depósito de ayer.').waitFor();
    await conversation.locator('img.bo-chat__image').waitFor();
    await conversation
      .getByPlaceholder('Respuesta')
      .fill('Hola, ya lo revisamos: se acreditó hace un momento.');
    await conversation.getByRole('button', { name: 'Enviar' }).click();

    // Live on the member's side, no reload.
    const answer = room.locator('.chat-msg--staff').filter({ hasText: 'se acreditó hace un momento' });
    await answer.waitFor();
    await expect(answer.locator('.chat-msg__who').innerText()).resolves.toBe('soporte');
    await shot(member.page, 'chat-room-desktop');
    await shot(staff.page, 'chat-backoffice-desktop');

    // Closing: the member is told, and the history stays.
    await conversation.getByRole('button', { name: 'Cerrar conversación' }).click();
    await room.getByText('La conversación se cerró.', { exact: false }).waitFor();
    await member.page.keyboard.press('Escape');
    await room.waitFor({ state: 'detached' });
    await member.page.getByTestId('side-menu').getByTestId('live-support').click();
    await member.page
      .getByTestId('chat-room')
      .getByText('se acreditó hace un momento', { exact: false })
      .waitFor();

    expect(appErrors(member.errors)).toEqual([]);
    expect(appErrors(staff.errors)).toEqual([]);
    await member.page.context().close();
    await staff.page.context().close();
  });

  it('phone: a guest gives a name, writes, and the room fills the screen; a ticket while nobody is online', async () => {
    const guest = await openPage(browser, { width: 390, height: 844 });
    await guest.page.goto(`${site.url}/?chat=1`);
    const room = guest.page.getByTestId('chat-room');
    await room.getByTestId('chat-guest-form').waitFor();
    await room.getByRole('link', { name: 'Telegram' }).waitFor();
    await shot(guest.page, 'chat-guest-name-phone');
    await room.getByLabel('Tu nombre').fill('Lucía');
    await room.getByRole('button', { name: 'Empezar el chat' }).click();
    await room.getByLabel('Escribe tu mensaje…').fill('¿Cómo me registro?');
    await room.getByRole('button', { name: 'Enviar' }).click();
    await room.getByTestId('chat-messages').getByText('¿Cómo me registro?').waitFor();
    // Nobody online (the desktop staff signed out of the chat): it is a ticket.
    await room.getByText('Tu consulta quedó registrada.', { exact: false }).waitFor();
    const box = await room.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(800);
    expect(await horizontalOverflow(guest.page)).toBeLessThanOrEqual(0);
    await shot(guest.page, 'chat-room-guest-phone');

    // The guest's conversation waits in the back office's tickets under the name given.
    const rows = (await site.app.services.db.execute(
      sql`SELECT state FROM chat_conversations WHERE guest_name = 'Lucía'`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows.rows.map((r) => r.state)).toEqual(['ticket']);
    expect(appErrors(guest.errors)).toEqual([]);
    await guest.page.context().close();
  });
});
