import type { Handlers } from '../../http/handler';
import type { PackageService } from './service';

type PackageEndpoint =
  | 'packageChoose'
  | 'packageDetails'
  | 'buyPackage'
  | 'closeVolumePackage'
  | 'renewPackageOption'
  | 'simUpdateRenewPackage'
  | 'payPassCode'
  | 'simUpdatePayPass';

export const packageHandlers = (packages: PackageService): Pick<Handlers, PackageEndpoint> => ({
  packageChoose: ({ card, context }) => packages.choose(card, context.locale),
  packageDetails: ({ card, query, context }) => packages.details(card, query.id, context.locale),
  buyPackage: ({ card, body, locale }) => packages.buy(card, body, locale),
  closeVolumePackage: ({ card }) => packages.closeVolume(card),
  renewPackageOption: ({ card, context }) => packages.renewOptions(card, context.locale),
  simUpdateRenewPackage: ({ card, body }) => packages.setRenewal(card, body.packageId),
  payPassCode: ({ card, context }) => packages.sendPayPassCode(card, context.ip),
  simUpdatePayPass: ({ card, body }) => packages.setPayPassword(card, body),
});
