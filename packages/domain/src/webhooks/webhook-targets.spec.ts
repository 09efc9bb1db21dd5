import { nonGlobalAddress, parseWebhookUrl, resolveTarget, TargetRefused } from './webhook-targets';

describe('nonGlobalAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::192.168.1.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:a00:1::', 'private'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
  ])('%s is not globally routable (%s)', (address, kind) => {
    expect(nonGlobalAddress(address)).toContain(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::'])(
    '%s is globally routable',
    (address) => {
      expect(nonGlobalAddress(address)).toBeNull();
    },
  );
});

describe('parseWebhookUrl', () => {
  it('takes http in the sandbox and only https in production', () => {
    expect(parseWebhookUrl('http://hooks.example.com/in', 'sandbox').hostname).toBe('hooks.example.com');
    expect(() => parseWebhookUrl('http://hooks.example.com/in', 'production')).toThrow('must be https in production');
    expect(parseWebhookUrl('https://hooks.example.com/in', 'production').protocol).toBe('https:');
  });

  it.each(['ftp://example.com/', 'not a url', 'https://user:pw@example.com/'])('refuses %s', (text) => {
    expect(() => parseWebhookUrl(text, 'sandbox')).toThrow(TargetRefused);
  });

  it('reads numeric IPv4 spellings as the address they mean', () => {
    expect(parseWebhookUrl('http://2130706433/', 'sandbox').hostname).toBe('127.0.0.1');
    expect(parseWebhookUrl('http://0x7f.1/', 'sandbox').hostname).toBe('127.0.0.1');
  });
});

describe('resolveTarget', () => {
  const resolver = (answers: Record<string, string[]>) => (host: string) =>
    answers[host] ? Promise.resolve(answers[host]) : Promise.reject(new Error('ENOTFOUND'));

  it('connects to the first address once every address is global', async () => {
    const target = await resolveTarget(new URL('https://hooks.example.com/x'), resolver({ 'hooks.example.com': ['93.184.216.34', '2606:4700::1'] }), new Set());
    expect(target).toMatchObject({ address: '93.184.216.34', port: 443 });
  });

  it('refuses a host with any address that is not global', async () => {
    await expect(
      resolveTarget(new URL('https://hooks.example.com/x'), resolver({ 'hooks.example.com': ['93.184.216.34', '10.0.0.1'] }), new Set()),
    ).rejects.toThrow('must not reach a private address: hooks.example.com resolves to 10.0.0.1');
  });

  it('refuses an address literal without asking the resolver', async () => {
    await expect(resolveTarget(new URL('http://[::ffff:169.254.169.254]/'), resolver({}), new Set())).rejects.toThrow('link-local');
  });

  it('refuses a host that does not resolve', async () => {
    await expect(resolveTarget(new URL('https://nowhere.example/'), resolver({}), new Set())).rejects.toThrow('does not resolve');
  });

  it('lets through the host:port pairs allowed', async () => {
    const target = await resolveTarget(new URL('http://127.0.0.1:9000/x'), resolver({}), new Set(['127.0.0.1:9000']));
    expect(target).toMatchObject({ address: '127.0.0.1', port: 9000 });
    await expect(resolveTarget(new URL('http://127.0.0.1:9001/x'), resolver({}), new Set(['127.0.0.1:9000']))).rejects.toThrow('loopback');
  });
});
