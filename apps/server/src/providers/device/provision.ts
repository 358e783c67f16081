import type { Database } from '../../db/client';
import { sandboxDevices } from '../../db/schema/sandbox-device';

type DeviceInsert = typeof sandboxDevices.$inferInsert;

/** Puts Wi-Fi devices into the sandbox device platform, as a real platform's devices exist before the shop knows them (the seed, the test fixtures). */
export const provisionSandboxDevices = async (db: Database, devices: readonly DeviceInsert[]): Promise<void> => {
  if (devices.length > 0) await db.insert(sandboxDevices).values([...devices]);
};
