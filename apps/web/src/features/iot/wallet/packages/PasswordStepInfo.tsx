import { useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';
import { EmptyState } from '../../../../shared/ui/PageStates';

/**
 * The spec's `keyboard` and `validate` are steps of a balance payment, not places of their own:
 * opened directly, they say what they are for and lead to where they appear.
 */
export function PasswordStepInfo() {
  const t = useT();
  return (
    <EmptyState
      title={t('wallet.validate.direct')}
      hint={t('wallet.validate.directHint')}
      next={{ label: t('wallet.validate.toPackages'), onPress: () => void openLink('/pages/iot/index/package/index') }}
    />
  );
}
