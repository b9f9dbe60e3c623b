/**
 * The 'Edit Product' form (§2 Seller dashboard), checked with the contract's schema: name,
 * category, brand, price and discount price (typed in the currency's major unit, kept in its
 * minor unit), stock, dimensions, weight, description, main and gallery pictures. Save sends
 * it (POST for a new product, PUT for an existing one) and shows the server's errors.
 */
import {
  Alert,
  Button,
  Collapse,
  Code,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { zodResolver } from '../../../lib/i18n/form-resolver';
import { Controller, useWatch } from 'react-hook-form';
import { useState } from 'react';
import {
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductInputParsed,
} from '../../../../contract/products';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABEL,
  PRODUCT_LIMITS,
} from '../../../../contract/products-constants';
import { MINOR_PER_MAJOR } from '../../../../contract/settings-constants';
import { DraftNote } from '../../../components/draft-note';
import { useDraftForm } from '../../../lib/drafts/use-draft-form';
import { errorMessage } from '../../../lib/errors';
import { useSaveProduct } from './api';
import { PictureThumb, PictureUpload } from './picture-field';
import { markServerFieldErrors } from '../../../lib/server-field-errors';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { PRODUCT_FORM_TEXT as TEXT } from './texts';

type FormValues = ProductInput;

function valuesOf(product: Product | null): FormValues {
  if (!product) {
    return {
      name: '',
      category: 'parts',
      brand: '',
      price: 0,
      discountPrice: null,
      quantityAvailable: 0,
      description: '',
      mainImage: null,
      galleryImages: [],
      dimensions: { height: null, width: null, depth: null },
      weight: null,
    };
  }
  return {
    name: product.name,
    category: product.category,
    brand: product.brand ?? '',
    price: product.price,
    discountPrice: product.discountPrice,
    quantityAvailable: product.quantityAvailable,
    description: product.description ?? '',
    mainImage: product.mainImage?.url ?? null,
    galleryImages: product.galleryImages.map((picture) => picture.url),
    dimensions: product.dimensions ?? { height: null, width: null, depth: null },
    weight: product.weight,
  };
}

const toMajor = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : minor / MINOR_PER_MAJOR;
/** The field's number, also when it arrives as text ('05,150.5' while typing); '' is none. */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/,/g, ''));
  return value.trim() === '' || Number.isNaN(parsed) ? null : parsed;
}
const toMinor = (major: number | string) => {
  const value = numberOf(major);
  return value === null ? null : Math.round(value * MINOR_PER_MAJOR);
};

export function ProductForm({
  product,
  currency,
  onClose,
  onSaved,
}: {
  product: Product | null;
  currency: string;
  onClose: () => void;
  onSaved: (saved: Product) => void;
}) {
  // Kept as a draft until saved (lib/drafts/), pictures too: they are uploaded as they are
  // picked, and the form shows them from their addresses.
  const { form, draft } = useDraftForm<FormValues, ProductInputParsed>(
    { form: 'product', thing: product?.id ?? 'new' },
    valuesOf(product),
    { resolver: zodResolver(productInputSchema) },
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const save = useSaveProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const [json, jsonShown] = useDisclosure(false);

  const submit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => {
          draft.sent();
          onSaved(saved);
        },
        onError: (error) => {
          setProblem(errorMessage(error));
          markServerFieldErrors(form.setError, error);
        },
      },
    );
  });

  const gallery = useWatch({ control, name: 'galleryImages' }) ?? [];
  const mainImage = useWatch({ control, name: 'mainImage' });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={960} mx="auto">
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={TEXT.name}
            required
            {...register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label={TEXT.category}
                required
                data={PRODUCT_CATEGORIES.map((value) => ({
                  value,
                  label: PRODUCT_CATEGORY_LABEL[value],
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                allowDeselect={false}
                error={errors.category?.message}
              />
            )}
          />
          <TextInput label={TEXT.brand} {...register('brand')} error={errors.brand?.message} />
          <Controller
            control={control}
            name="quantityAvailable"
            render={({ field }) => (
              <NumberInput
                label={TEXT.stock}
                description={TEXT.stockHint}
                required
                min={0}
                max={PRODUCT_LIMITS.quantityMax}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={errors.quantityAvailable?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label={TEXT.price(currency)}
                required
                min={0}
                decimalScale={2}
                thousandSeparator=","
                // No price yet shows an empty field, not a zero to type after.
                value={field.value ? toMajor(field.value) : ''}
                onChange={(value) => field.onChange(toMinor(value) ?? 0)}
                error={errors.price?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="discountPrice"
            render={({ field }) => (
              <NumberInput
                label={TEXT.discountPrice(currency)}
                description={TEXT.discountHint}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={toMajor(field.value)}
                onChange={(value) => field.onChange(toMinor(value))}
                error={errors.discountPrice?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {(['height', 'width', 'depth'] as const).map((side) => (
            <Controller
              key={side}
              control={control}
              name={`dimensions.${side}`}
              render={({ field }) => (
                <NumberInput
                  label={TEXT.sides[side]}
                  min={0}
                  max={PRODUCT_LIMITS.dimensionMax}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(numberOf(value))}
                  error={errors.dimensions?.[side]?.message}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="weight"
            render={({ field }) => (
              <NumberInput
                label={TEXT.weight}
                min={0}
                max={PRODUCT_LIMITS.weightMax}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberOf(value))}
                error={errors.weight?.message}
              />
            )}
          />
        </SimpleGrid>
        <GrowingTextarea
          label={TEXT.description}
          minRows={3}
          maxRows={10}
          {...register('description')}
          error={errors.description?.message}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {TEXT.mainPicture}
          </Text>
          {mainImage ? (
            <PictureThumb
              url={mainImage}
              label={TEXT.mainPicture}
              onRemove={() => form.setValue('mainImage', null, { shouldDirty: true })}
            />
          ) : null}
          <PictureUpload
            label={mainImage ? TEXT.replaceMain : TEXT.uploadMain}
            onUploaded={(url) => form.setValue('mainImage', url, { shouldDirty: true })}
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {TEXT.gallery(gallery.length, PRODUCT_LIMITS.galleryMax)}
          </Text>
          <Group gap="sm">
            {gallery.map((url, index) => (
              <PictureThumb
                key={url}
                url={url}
                label={TEXT.galleryPicture(index + 1)}
                onRemove={() =>
                  form.setValue(
                    'galleryImages',
                    gallery.filter((other) => other !== url),
                    { shouldDirty: true },
                  )
                }
              />
            ))}
          </Group>
          <PictureUpload
            label={TEXT.addGallery}
            disabled={gallery.length >= PRODUCT_LIMITS.galleryMax}
            onUploaded={(url) =>
              form.setValue('galleryImages', [...(form.getValues('galleryImages') ?? []), url], {
                shouldDirty: true,
              })
            }
          />
          {errors.galleryImages?.message && (
            <Text size="sm" c="red">
              {errors.galleryImages.message}
            </Text>
          )}
        </Stack>
        {problem && (
          <Alert color="red" variant="light" role="alert" title={TEXT.notSaved}>
            {problem}
          </Alert>
        )}
        <Stack gap="xs">
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={jsonShown.toggle}
              aria-expanded={json}
            >
              {json ? TEXT.hideJson : TEXT.showJson}
            </Button>
          </Group>
          <Collapse expanded={json}>
            <Code block data-testid="product-json">
              {JSON.stringify(product ?? form.getValues(), null, 2)}
            </Code>
          </Collapse>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TEXT.close}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
