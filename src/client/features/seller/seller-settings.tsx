/**
 * The seller's Settings tab (§2 Seller dashboard: Business Information, Policies, Bank Account
 * Details, Shipping Options, Personal Information, each with Edit). Each card shows what is
 * saved; Edit opens its form, which saves through PUT /api/seller/profile. Buyers see the
 * business, policies and delivery beside the seller's products; the payout account only the
 * seller and the club's admins read. Personal information lives on the member's profile.
 */
import {
  Alert,
  Avatar,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  PAYOUT_METHOD_LABEL,
  PAYOUT_METHODS,
  SELLER_LIMITS,
  type PayoutMethod,
  type SellerProfile,
  type SellerProfileInput,
} from '../../../contract/seller';
import {
  DELIVERY_OPTION_LABEL,
  DELIVERY_OPTIONS,
  type DeliveryOption,
} from '../../../contract/settings-constants';
import { Modal } from '../../components/overlays/modal';
import { PictureUpload } from '../../components/picture-upload';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import {
  sellerProfileQuery,
  useReplaceSellerLogo,
  useSaveSellerProfile,
} from '../back-office/shop/api';
import { GrowingTextarea } from '../../components/growing-textarea';
import { LoadFailed } from '../../components/load-failed';
import { SELLER_SETTINGS_TEXT as TEXT, SELLER_TEXT } from './texts';

type Editing = 'business' | 'policies' | 'payout' | 'shipping' | null;

const inputOf = (profile: SellerProfile): SellerProfileInput => ({
  businessName: profile.businessName,
  description: profile.description,
  returnPolicy: profile.returnPolicy,
  warrantyPolicy: profile.warrantyPolicy,
  payout: profile.payout,
  shippingOptions: profile.shippingOptions,
  dispatchDays: profile.dispatchDays,
});

function SettingCard({
  title,
  children,
  onEdit,
  edit,
}: {
  title: string;
  children: ReactNode;
  onEdit?: () => void;
  /** Instead of an Edit button that opens a form: a link elsewhere. */
  edit?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Title order={4} size="h5">
          {title}
        </Title>
        <div style={{ flex: 1 }}>{children}</div>
        <Group>
          {edit ?? (
            <Button
              variant="light"
              size="xs"
              onClick={onEdit}
              aria-label={SELLER_TEXT.editNamed(title)}
            >
              {SELLER_TEXT.edit}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A saved text, or a dimmed word that nothing is saved yet. */
function Saved({ text, empty }: { text: string; empty: string }) {
  return text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
      {text}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

export function SellerSettings() {
  const profile = useQuery(sellerProfileQuery);
  const me = useCurrentUser();
  const [editing, setEditing] = useState<Editing>(null);

  if (profile.isPending) return <Skeleton height={320} radius="md" />;
  if (profile.isError) {
    return (
      <LoadFailed
        title={SELLER_TEXT.settingsLoadFailed}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const saved = profile.data;
  const payout = saved.payout;
  return (
    <Stack gap="md">
      <Title order={3}>{TEXT.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SettingCard title={TEXT.business} onEdit={() => setEditing('business')}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar
              src={saved.logo?.sizes[0]?.url ?? saved.logo?.url ?? null}
              radius="md"
              size={48}
              alt=""
            >
              {(saved.businessName || me?.fullName || '?').slice(0, 1)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{saved.businessName || me?.fullName}</Text>
              <Saved text={saved.description} empty={TEXT.noDescription} />
            </Stack>
          </Group>
        </SettingCard>
        <SettingCard title={TEXT.policies} onEdit={() => setEditing('policies')}>
          <Text size="xs" fw={600} c="dimmed">
            {TEXT.returns}
          </Text>
          <Saved text={saved.returnPolicy} empty={TEXT.noReturnPolicy} />
          <Text size="xs" fw={600} c="dimmed" mt={4}>
            {TEXT.warranty}
          </Text>
          <Saved text={saved.warrantyPolicy} empty={TEXT.noWarrantyPolicy} />
        </SettingCard>
        <SettingCard title={TEXT.payout} onEdit={() => setEditing('payout')}>
          {payout ? (
            <Text size="sm">
              {PAYOUT_METHOD_LABEL[payout.method]}: {payout.accountNumber} ({payout.accountName}
              {payout.bankName ? `, ${payout.bankName}` : ''})
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {TEXT.noPayout}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {TEXT.payoutPrivate}
          </Text>
        </SettingCard>
        <SettingCard title={TEXT.shipping} onEdit={() => setEditing('shipping')}>
          <Text size="sm">
            {saved.shippingOptions.map((option) => DELIVERY_OPTION_LABEL[option]).join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {TEXT.sentWithin(saved.dispatchDays)}
          </Text>
        </SettingCard>
        <SettingCard
          title={TEXT.personal}
          edit={
            me && (
              <Button
                variant="light"
                size="xs"
                renderRoot={(props) => (
                  <Link to="/people/profile/$id" params={{ id: String(me.id) }} {...props} />
                )}
                aria-label={TEXT.editPersonal}
              >
                {SELLER_TEXT.edit}
              </Button>
            )
          }
        >
          {me && (
            <Stack gap={2}>
              <Text size="sm">{me.fullName}</Text>
              <Text size="sm" c="dimmed">
                {me.email} · {me.contact}
              </Text>
              <Text size="xs" c="dimmed">
                {TEXT.editedOnProfile}
              </Text>
            </Stack>
          )}
        </SettingCard>
      </SimpleGrid>
      {editing && (
        <EditModal key={editing} part={editing} saved={saved} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

/** Each form's title, the title of the card it edits. */
const titleOf = (part: Exclude<Editing, null>): string =>
  ({
    business: TEXT.business,
    policies: TEXT.policies,
    payout: TEXT.payout,
    shipping: TEXT.shipping,
  })[part];

function EditModal({
  part,
  saved,
  onClose,
}: {
  part: Exclude<Editing, null>;
  saved: SellerProfile;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<SellerProfileInput>(() => inputOf(saved));
  const [payout, setPayout] = useState(
    saved.payout ?? {
      method: 'bkash' as PayoutMethod,
      accountName: '',
      accountNumber: '',
      bankName: '',
    },
  );
  const [withPayout, setWithPayout] = useState(saved.payout !== null);
  const save = useSaveSellerProfile();
  const logo = useReplaceSellerLogo();
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  const submit = () => {
    const input = part === 'payout' ? { ...draft, payout: withPayout ? payout : null } : draft;
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TEXT.saved(titleOf(part)) });
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={titleOf(part)} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {part === 'business' && (
            <>
              <TextInput
                label={TEXT.businessName}
                description={TEXT.businessNameHint}
                maxLength={SELLER_LIMITS.businessNameMaxLength}
                value={draft.businessName}
                error={errors.businessName}
                onChange={(event) =>
                  setDraft({ ...draft, businessName: event.currentTarget.value })
                }
              />
              <GrowingTextarea
                label={TEXT.description}
                minRows={3}
                maxLength={SELLER_LIMITS.descriptionMaxLength}
                value={draft.description}
                error={errors.description}
                onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
              />
              <Group gap="sm" align="flex-start">
                <Avatar src={saved.logo?.sizes[0]?.url ?? null} radius="md" size={48} alt="" />
                <PictureUpload
                  label={saved.logo ? TEXT.changeLogo : TEXT.addLogo}
                  upload={async (file, onProgress) => {
                    const profile = await logo.mutateAsync({ file, onProgress });
                    return { url: profile.logo?.url ?? '' };
                  }}
                  onUploaded={() => undefined}
                  beside={(busy) =>
                    saved.logo && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        disabled={busy}
                        onClick={() => logo.mutate({ file: null, onProgress: () => undefined })}
                      >
                        {TEXT.removeLogo}
                      </Button>
                    )
                  }
                />
              </Group>
            </>
          )}
          {part === 'policies' && (
            <>
              <GrowingTextarea
                label={TEXT.returns}
                description={TEXT.returnsHint}
                minRows={3}
                maxLength={SELLER_LIMITS.policyMaxLength}
                value={draft.returnPolicy}
                error={errors.returnPolicy}
                onChange={(event) =>
                  setDraft({ ...draft, returnPolicy: event.currentTarget.value })
                }
              />
              <GrowingTextarea
                label={TEXT.warranty}
                minRows={3}
                maxLength={SELLER_LIMITS.policyMaxLength}
                value={draft.warrantyPolicy}
                error={errors.warrantyPolicy}
                onChange={(event) =>
                  setDraft({ ...draft, warrantyPolicy: event.currentTarget.value })
                }
              />
            </>
          )}
          {part === 'payout' && (
            <>
              <Checkbox
                label={TEXT.withPayout}
                checked={withPayout}
                onChange={(event) => setWithPayout(event.currentTarget.checked)}
              />
              <Select
                label={TEXT.paidBy}
                data={PAYOUT_METHODS.map((value) => ({ value, label: PAYOUT_METHOD_LABEL[value] }))}
                value={payout.method}
                allowDeselect={false}
                disabled={!withPayout}
                onChange={(value) =>
                  value && setPayout({ ...payout, method: value as PayoutMethod })
                }
              />
              <TextInput
                label={TEXT.accountName}
                required={withPayout}
                disabled={!withPayout}
                maxLength={SELLER_LIMITS.payoutFieldMaxLength}
                value={payout.accountName}
                error={errors['payout.accountName']}
                onChange={(event) =>
                  setPayout({ ...payout, accountName: event.currentTarget.value })
                }
              />
              <TextInput
                label={payout.method === 'bank' ? TEXT.accountNumber : TEXT.walletNumber}
                required={withPayout}
                disabled={!withPayout}
                maxLength={SELLER_LIMITS.payoutFieldMaxLength}
                value={payout.accountNumber}
                error={errors['payout.accountNumber']}
                onChange={(event) =>
                  setPayout({ ...payout, accountNumber: event.currentTarget.value })
                }
              />
              {payout.method === 'bank' && (
                <TextInput
                  label={TEXT.bankName}
                  disabled={!withPayout}
                  maxLength={SELLER_LIMITS.payoutFieldMaxLength}
                  value={payout.bankName}
                  onChange={(event) =>
                    setPayout({ ...payout, bankName: event.currentTarget.value })
                  }
                />
              )}
            </>
          )}
          {part === 'shipping' && (
            <>
              <Checkbox.Group
                label={TEXT.sendBy}
                value={draft.shippingOptions}
                error={errors.shippingOptions}
                onChange={(value) =>
                  setDraft({ ...draft, shippingOptions: value as DeliveryOption[] })
                }
              >
                <Stack gap={6} mt={6}>
                  {DELIVERY_OPTIONS.map((option) => (
                    <Checkbox key={option} value={option} label={DELIVERY_OPTION_LABEL[option]} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <NumberInput
                label={TEXT.dispatchDays}
                min={0}
                max={SELLER_LIMITS.dispatchDaysMax}
                allowDecimal={false}
                value={draft.dispatchDays}
                error={errors.dispatchDays}
                onChange={(value) =>
                  setDraft({ ...draft, dispatchDays: typeof value === 'number' ? value : 0 })
                }
              />
            </>
          )}
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {SELLER_TEXT.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {SELLER_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
