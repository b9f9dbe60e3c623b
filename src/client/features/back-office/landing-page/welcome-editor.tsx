import { Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  INTRO_FIELDS,
  INTRO_LIMITS,
  welcomeInputSchema,
  type HomeContent,
} from '../../../../contract/intro';
import { useSaveWelcome } from './api';
import { acceptedPictures } from './picked-files';
import { FilePreview } from './picture-preview';
import { fieldError, SaveError } from './save-error';
import { HOME_SETTINGS_TEXT as TEXT } from './texts';
import { UploadProgress } from './upload-progress';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** The welcome text and picture of the landing page (POST /api/introUpdate). */
export function WelcomeEditor({ content }: { content: HomeContent }) {
  const [text, setText] = useState(content.welcomeText);
  const [picture, setPicture] = useState<File | null>(null);
  const [textError, setTextError] = useState<string | undefined>();
  const [pickError, setPickError] = useState<string | undefined>();
  const save = useSaveWelcome();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = welcomeInputSchema.safeParse({ welcomeText: text });
    setTextError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    save.mutate(
      { welcomeText: checked.data.welcomeText, picture },
      {
        onSuccess: (saved) => {
          setText(saved.welcomeText);
          setPicture(null);
          notifications.show({ color: 'teal', message: TEXT.welcomeSaved });
        },
      },
    );
  };

  const current = content.welcomeImage;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="home-settings-welcome">
      <Stack gap="md">
        <Title order={3} id="home-settings-welcome">
          {TEXT.welcomeHeading}
        </Title>
        <GrowingTextarea
          label={TEXT.welcomeText}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          minRows={3}
          maxRows={10}
          maxLength={INTRO_LIMITS.welcomeTextMaxLength}
          description={`${text.length} / ${INTRO_LIMITS.welcomeTextMaxLength}`}
          error={textError ?? fieldError(save.error, INTRO_FIELDS.welcomeText)}
          required
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {TEXT.welcomePicture}
          </Text>
          {picture ? (
            <>
              <FilePreview file={picture} alt={TEXT.newPicture} h={140} />
              <Text size="xs" c="dimmed">
                {TEXT.newPicture}: {picture.name}
              </Text>
            </>
          ) : current ? (
            <Image
              src={current.sizes[0]?.url ?? current.url}
              alt={TEXT.welcomePicture}
              h={140}
              w="auto"
              fit="contain"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {TEXT.noPicture}
            </Text>
          )}
          {(pickError ?? fieldError(save.error, INTRO_FIELDS.welcomeImage)) && (
            <Text size="sm" c="red">
              {pickError ?? fieldError(save.error, INTRO_FIELDS.welcomeImage)}
            </Text>
          )}
          <Group gap="sm">
            <FileButton
              onChange={(file) => {
                const { accepted, refusal } = acceptedPictures(file ? [file] : []);
                setPickError(refusal);
                setPicture(accepted[0] ?? null);
              }}
              accept="image/*"
              disabled={save.isPending}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                >
                  {current || picture ? TEXT.changePicture : TEXT.choosePicture}
                </Button>
              )}
            </FileButton>
            {picture && (
              <Button variant="subtle" color="gray" onClick={() => setPicture(null)}>
                {TEXT.undoPicture}
              </Button>
            )}
          </Group>
        </Stack>
        <UploadProgress value={save.progress} />
        <SaveError error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {TEXT.saveWelcome}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
