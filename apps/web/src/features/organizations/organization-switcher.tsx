import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  BuildingIcon,
  ChevronsUpDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  Spinner,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useSwitchOrganization } from './use-switch-organization.ts';

/** The active organisation; a menu to switch appears only with more than one organisation (spec §6). */
export function OrganizationSwitcher({ activeOrganizationName }: { activeOrganizationName: string | null }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const organizations = useQuery(api.user.getMyOrganizations.queryOptions()).data ?? [];
  const { switchTo, isSwitching } = useSwitchOrganization();
  const active = organizations.find((organization) => organization.isActive);
  const name = active?.name ?? activeOrganizationName;

  if (!name) return null;

  if (organizations.length <= 1) {
    return (
      <span className="flex min-w-0 items-center gap-2 px-2 text-sm font-medium text-foreground">
        <BuildingIcon className="shrink-0 text-muted-foreground" />
        <span className="truncate">{name}</span>
      </span>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={isSwitching}
        aria-label={t('Organizations.switcher-label')}
        className={cn(
          'flex max-w-64 min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-foreground transition-colors hover:bg-muted disabled:opacity-70',
          focusRing,
        )}
      >
        <Avatar name={name} src={active?.logo ?? null} size="xs" shape="square" />
        <span className="truncate">{name}</span>
        {isSwitching ? (
          <Spinner size="sm" label={t('Organizations.switching')} className="text-muted-foreground" />
        ) : (
          <ChevronsUpDownIcon className="shrink-0 text-muted-foreground" />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>{t('Organizations.your-organisations')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={active?.id ?? ''}
          onValueChange={(organizationId) => {
            if (organizationId !== active?.id) switchTo(organizationId);
          }}
        >
          {organizations.map((organization) => (
            <DropdownMenuRadioItem key={organization.id} value={organization.id}>
              <Avatar name={organization.name} src={organization.logo} size="xs" shape="square" />
              <span className="truncate">{organization.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
