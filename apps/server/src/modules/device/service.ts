import { type DeviceInfo, DEVICE_PROOF_SECONDS, type DeviceProofMethod, type EndpointOf, maskMobile, type Message, type ParsedBodyOf, Code } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { type DeviceCommand, type DeviceControl, type DeviceReading, DeviceRefusal, type DeviceRefusalReason } from '../../providers/device';
import type { AuthService } from '../auth/service';
import { boundMobileOf } from '../account/service';
import { cardLoginOf, cardPasswordMatches, createCardGuard, IotMessage, recordDevice } from '../iot/service';
import { DeviceMessage } from './messages';
import { proofUntil, saveProof } from './queries';

/** How the card's holder can prove it is them: the card password, a code to the bound mobile. */
interface ProofCard {
  hasCardPassword: boolean;
  boundMobile: string | null;
}

const proofCardOf = async (db: Database, simId: number): Promise<ProofCard> => {
  const [login, boundMobile] = await Promise.all([cardLoginOf(db, simId), boundMobileOf(db, simId)]);
  return { hasCardPassword: login.mode === 'password' && login.hasPassword, boundMobile };
};

type ProveBody = ParsedBodyOf<EndpointOf<'deviceProve'>>;
type SsidPwdBody = ParsedBodyOf<EndpointOf<'deviceSetWiFiSsidPwd'>>;
type DisplayBody = ParsedBodyOf<EndpointOf<'deviceSetWiFiDisplay'>>;

export interface DeviceServiceDeps {
  control: DeviceControl;
  auth: Pick<AuthService, 'sendCode' | 'verifyCode'>;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

const REFUSAL: Record<DeviceRefusalReason, Message> = {
  notDevice: DeviceMessage.notDevice,
  offline: DeviceMessage.offline,
  off: DeviceMessage.off,
  busy: DeviceMessage.busy,
  bandBusy: DeviceMessage.bandBusy,
  noBand: DeviceMessage.noBand,
};

const methodsOf = (card: ProofCard): DeviceProofMethod[] => [
  ...(card.hasCardPassword ? (['password'] as const) : []),
  ...(card.boundMobile ? (['sms'] as const) : []),
];

/** The device as the page shows it: no password leaves here. */
const infoOf = (reading: DeviceReading, card: ProofCard, until: Date | null): DeviceInfo => ({
  deviceNo: reading.deviceNo,
  state: reading.state,
  online: reading.state === 'online',
  bands: reading.bands.map(({ password: _password, ...band }) => band),
  pending: reading.pending.map((pending) => ({ ...pending, dueAt: pending.dueAt.toISOString() })),
  proof: { methods: methodsOf(card), boundMobile: card.boundMobile ? maskMobile(card.boundMobile) : null, until: until?.toISOString() ?? null },
});

/**
 * The holder's Wi-Fi device: its state, actions and settings through the device provider, and
 * the fresh proof (card password or SMS code) without which no Wi-Fi password is shown or changed.
 */
export const createDeviceService = (db: Database, { control, auth, logger, clock = () => new Date() }: DeviceServiceDeps) => {
  const device = async <T>(act: () => Promise<T>): Promise<T> => {
    try {
      return await act();
    } catch (error) {
      if (error instanceof DeviceRefusal) throw refuse(REFUSAL[error.reason]);
      throw error;
    }
  };

  const answer = async (card: CardUser, reading: DeviceReading): Promise<DeviceInfo> =>
    infoOf(reading, await proofCardOf(db, card.simId), await proofUntil(db, card.sessionId, clock()));

  const requireProof = async (card: CardUser, refusal: Message = DeviceMessage.proofNeeded): Promise<void> => {
    if ((await proofUntil(db, card.sessionId, clock())) === null) throw refuse(refusal);
  };

  /** The device as its platform reports it, stored on the card as the SIM info shows it. */
  const read = async (card: CardUser): Promise<DeviceReading> => {
    const reading = await device(() => control.read(card.simNo, clock()));
    await recordDevice(db, reading);
    return reading;
  };

  const submit = async (card: CardUser, command: DeviceCommand): Promise<DeviceInfo> => {
    const reading = await device(() => control.submit(card.simNo, command, clock()));
    await recordDevice(db, reading);
    logger.info({ simNo: card.simNo, command: command.kind }, 'device command accepted');
    return answer(card, reading);
  };

  const guesses = createCardGuard(db, clock, () => refuse(IotMessage.tooManyFailures));
  // Only a wrong password or code is a guess; a card with no such proof has guessed nothing.
  const wrongSecret = (refusal: BusinessError): boolean => refusal.text !== DeviceMessage.passwordNotUsed && refusal.text !== DeviceMessage.noProofMethod;

  const checkProof = async (simId: number, row: ProofCard, body: ProveBody): Promise<void> => {
    if ('password' in body) {
      if (!row.hasCardPassword) throw refuse(DeviceMessage.passwordNotUsed);
      if (!(await cardPasswordMatches(db, simId, body.password))) throw refuse(IotMessage.wrongPassword);
      return;
    }
    if (!row.boundMobile) throw refuse(DeviceMessage.noProofMethod);
    await auth.verifyCode(row.boundMobile, 'wifi', body.code);
  };

  return {
    info: async (card: CardUser): Promise<DeviceInfo> => answer(card, await read(card)),

    sendProofCode: async (card: CardUser, ip: string) => {
      const boundMobile = await boundMobileOf(db, card.simId);
      if (!boundMobile) throw refuse(DeviceMessage.noProofMethod);
      return { ...(await auth.sendCode(boundMobile, 'wifi', ip)), boundMobile: maskMobile(boundMobile) };
    },

    /** A proof for this card session for DEVICE_PROOF_SECONDS; a failure counts as a failed card login. */
    prove: async (card: CardUser, body: ProveBody, ip: string): Promise<{ until: string }> => {
      const row = await proofCardOf(db, card.simId);
      await guesses.guess(card.simNo, ip, () => checkProof(card.simId, row, body), wrongSecret);
      const until = new Date(clock().getTime() + DEVICE_PROOF_SECONDS * 1000);
      await saveProof(db, card.sessionId, until);
      return { until: until.toISOString() };
    },

    passwords: async (card: CardUser) => {
      await requireProof(card);
      const reading = await read(card);
      return { bands: reading.bands.map(({ band, password }) => ({ band, password })) };
    },

    setSsidPwd: async (card: CardUser, { band, ssid, password, encryption }: SsidPwdBody): Promise<DeviceInfo> => {
      await requireProof(card);
      return submit(card, { kind: 'wifi', band, ssid, password, encryption });
    },

    setDisplay: (card: CardUser, { band, show }: DisplayBody): Promise<DeviceInfo> => submit(card, { kind: 'display', band, show }),

    restart: (card: CardUser): Promise<DeviceInfo> => submit(card, { kind: 'restart' }),

    /** Closing and a factory reset need the proof too: a reset sets the label's password, which public data derives. */
    closeOrReset: async (card: CardUser, kind: 'close' | 'reset'): Promise<DeviceInfo> => {
      await requireProof(card, DeviceMessage.actionProofNeeded);
      return submit(card, { kind });
    },

    /** Applies what is due on every device (the sweeper's pass) and stores the devices changed; answers how many commands. */
    sweep: async (): Promise<number> => {
      const { applied, changed } = await control.sweep(clock());
      for (const reading of changed) await recordDevice(db, reading);
      return applied;
    },
  };
};

export type DeviceService = ReturnType<typeof createDeviceService>;
