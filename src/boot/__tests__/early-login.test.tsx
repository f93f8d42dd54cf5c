import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextField } from '@/components/form/text-field';
import { signin } from '@/features/auth/api/signin';
import { SIGNING_IN_LABEL } from '@/features/auth/logic/login-rules';
import { getToken } from '@/lib/session/session';
import { FIELD_REQUIRED } from '@/lib/messages';
import { server } from '@/mocks/node';
import runEarlyLogin, {
  earlyLoginShown,
  freezeEarlyLogin,
  sendSignin,
  showFieldError,
  storedToken,
  takeEarlyLogin,
} from '../early-login';
import { API_META_NAME, LOGIN_FORM_ATTRIBUTE } from '../early-login-marks';

const API = '/api/v1/user';
const registration = (name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

/** The written login form as the page renders it: two required fields and a Login button the page's code enables. */
function writtenForm() {
  document.body.innerHTML = renderToStaticMarkup(
    <form {...{ [LOGIN_FORM_ATTRIBUTE]: '' }} aria-busy={false} noValidate>
      <TextField label="Username" registration={registration('name')} id="name-R1" required />
      <TextField label="Password" type="password" registration={registration('password')} id="password-R2" required />
      <button type="submit" disabled>
        Login
      </button>
    </form>,
  );
  const meta = document.createElement('meta');
  meta.name = API_META_NAME;
  meta.content = API;
  document.head.append(meta);
  const form = document.querySelector('form') as HTMLFormElement;
  const input = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return {
    form,
    name: input('name'),
    password: input('password'),
    button: form.querySelector('button') as HTMLButtonElement,
  };
}

/** Presses Login as a browser does: a submit event the page's own handlers would see after the script's. */
function press(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  const pageSaw = vi.fn();
  document.body.addEventListener('submit', pageSaw);
  form.dispatchEvent(event);
  document.body.removeEventListener('submit', pageSaw);
  return { prevented: event.defaultPrevented, pageSaw: pageSaw.mock.calls.length > 0 };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const answer = { status: 200, body: '{"status":200}' };

describe('the early login of the written login page', () => {
  let controller: AbortController;
  beforeEach(() => {
    // The script listens on the document for the page's life; each test's listeners go with it.
    controller = new AbortController();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, {
        ...(typeof options === 'object' ? options : { capture: options }),
        signal: controller.signal,
      }),
    );
  });
  afterEach(() => {
    controller.abort();
    vi.restoreAllMocks();
    delete window.portalEarlyLogin;
    document.head.querySelector(`meta[name="${API_META_NAME}"]`)?.remove();
    document.body.innerHTML = '';
  });

  it('shows a field’s message exactly as the page’s text field does, and removes it as the field does', () => {
    const field = (error?: string) =>
      renderToStaticMarkup(
        <TextField
          label="Username"
          registration={registration('name')}
          id="name-R1"
          error={error ? { message: error } : undefined}
          required
        />,
      );
    /** The same elements, attributes (in any order) and text as `html`. */
    const same = (html: string) => {
      const expected = document.createElement('div');
      expected.innerHTML = html;
      return (document.body.firstElementChild as Element).isEqualNode(expected.firstElementChild);
    };
    document.body.innerHTML = field();
    const input = document.querySelector('input') as HTMLInputElement;
    showFieldError(input, FIELD_REQUIRED);
    expect(same(field(FIELD_REQUIRED))).toBe(true);
    expect(same(field())).toBe(false);
    showFieldError(input, FIELD_REQUIRED);
    expect(same(field(FIELD_REQUIRED))).toBe(true);
    showFieldError(input, undefined);
    expect(same(field())).toBe(true);
  });

  it('enables Login, and a valid press sends the sign-in once, with the username trimmed, and shows it busy', () => {
    const { form, name, password, button } = writtenForm();
    const send = vi.fn(() => Promise.resolve(answer));
    runEarlyLogin(send);
    expect(button.disabled).toBe(false);
    type(name, '  investor1 ');
    type(password, ' password1 ');
    expect(press(form)).toEqual({ prevented: true, pageSaw: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(API, { name: 'investor1', password: ' password1 ' });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(SIGNING_IN_LABEL);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(earlyLoginShown()).toEqual({ busy: true, errors: {} });
    // Pressed again (Enter in a field): nothing more is sent.
    expect(press(form)).toEqual({ prevented: true, pageSaw: false });
    expect(send).toHaveBeenCalledTimes(1);
    const taken = takeEarlyLogin();
    expect(taken).toMatchObject({ valid: true, body: { name: 'investor1', password: ' password1 ' } });
    expect(taken?.valid && taken.answer).toBe(send.mock.results[0]?.value);
    // Taken once; then the page's own handlers see every press.
    expect(takeEarlyLogin()).toBeNull();
    expect(earlyLoginShown()).toEqual({ busy: false, errors: {} });
    expect(press(form)).toEqual({ prevented: false, pageSaw: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('checks the fields with the page’s rules: messages under each empty field, the first focused, nothing sent', () => {
    const { form, name, password } = writtenForm();
    const send = vi.fn(() => Promise.resolve(answer));
    runEarlyLogin(send);
    type(name, '   ');
    press(form);
    expect(send).not.toHaveBeenCalled();
    expect(document.getElementById('name-R1-error')?.textContent).toBe(`⚠ ${FIELD_REQUIRED}`);
    expect(document.getElementById('password-R2-error')?.textContent).toBe(`⚠ ${FIELD_REQUIRED}`);
    expect(document.activeElement).toBe(name);
    expect(earlyLoginShown().errors).toEqual({ name: FIELD_REQUIRED, password: FIELD_REQUIRED });
    // After that press each change checks again, as the page does after its first submit.
    type(name, 'investor1');
    expect(document.getElementById('name-R1-error')).toBeNull();
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(earlyLoginShown().errors).toEqual({ password: FIELD_REQUIRED });
    type(password, 'password1');
    press(form);
    expect(send).toHaveBeenCalledWith(API, { name: 'investor1', password: 'password1' });
    expect(document.querySelector('.field__error')).toBeNull();
  });

  it('leaves the sending to the page when the written page names no API (the mock backend)', () => {
    const { form, name, password } = writtenForm();
    document.head.querySelector(`meta[name="${API_META_NAME}"]`)?.remove();
    const send = vi.fn(() => Promise.resolve(answer));
    runEarlyLogin(send);
    type(name, 'investor1');
    type(password, 'password1');
    press(form);
    expect(send).not.toHaveBeenCalled();
    expect(takeEarlyLogin()).toEqual({ valid: true, body: { name: 'investor1', password: 'password1' }, answer: null });
  });

  it('once frozen for the take-over, changes no text or element, but still keeps and sends a press', () => {
    const { form, name, password, button } = writtenForm();
    const send = vi.fn(() => Promise.resolve(answer));
    runEarlyLogin(send);
    freezeEarlyLogin();
    const before = form.innerHTML;
    press(form);
    expect(form.innerHTML).toBe(before);
    expect(takeEarlyLogin()).toEqual({ valid: false });
    delete window.portalEarlyLogin;
    runEarlyLogin(send);
    freezeEarlyLogin();
    type(name, 'investor1');
    type(password, 'password1');
    press(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Login');
    expect(button.disabled).toBe(true);
    expect(earlyLoginShown()).toEqual({ busy: false, errors: {} });
  });

  it('does nothing on a page without the login form', () => {
    document.body.innerHTML = '<form><input name="name"><button type="submit">Go</button></form>';
    const send = vi.fn(() => Promise.resolve(answer));
    runEarlyLogin(send);
    expect(press(document.querySelector('form') as HTMLFormElement)).toEqual({ prevented: false, pageSaw: true });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the early sign-in request', () => {
  /** The requests to auth/signin, as the server sees them. */
  function seen() {
    const requests: { url: string; method: string; headers: Record<string, string | null>; body: string }[] = [];
    server.use(
      http.post('*/api/v1/user/auth/signin', async ({ request }) => {
        requests.push({
          url: request.url,
          method: request.method,
          headers: Object.fromEntries(
            ['accept', 'content-type', 'authorization'].map((name) => [name, request.headers.get(name)]),
          ),
          body: await request.text(),
        });
        return HttpResponse.json(
          { status: 422, message: 'These credentials do not match our records.' },
          { status: 422 },
        );
      }),
    );
    return requests;
  }

  it.each([
    ['nobody signed in', null],
    ['a stored client', JSON.stringify({ id: 1001, api_token: 'demo-token-investor1' })],
    ['a stored client without a token', JSON.stringify({ id: 1001 })],
    ['a stored value that is no JSON', '{oops'],
  ])('is the portal client’s own request (%s)', async (_label, stored) => {
    if (stored !== null) window.localStorage.setItem('client', stored);
    expect(storedToken()).toBe(getToken());
    const requests = seen();
    const body = { name: 'investor1', password: 'password1' };
    await expect(signin(body)).rejects.toThrow();
    const early = await sendSignin(`${window.location.origin}${API}`, body);
    expect(early.status).toBe(422);
    expect(JSON.parse(early.body)).toMatchObject({ message: 'These credentials do not match our records.' });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('conference_id')).toBe('14');
  });
});
