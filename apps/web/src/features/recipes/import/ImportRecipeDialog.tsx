import { RECIPE_IMPORT_MAX_CHARS, RECIPE_IMPORT_MESSAGES, type TRecipeImportDraft } from '@brigade/core';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import {
  chooseFile,
  HiddenFileInput,
  ImportDialogFrame,
} from '../../../components/file-import/ImportDialogFrame';
import { errorMessage } from '../../../lib/api';
import { importRecipe } from '../api';

/**
 * "Import recipe": a recipe page's HTML, its JSON-LD or the recipe as text, pasted or
 * chosen as a file, read by the server into a draft that opens in the recipe modal. Nothing is
 * saved until the chef saves the recipe there.
 */
export function ImportRecipeDialog({
  onClose,
  onDraft,
}: {
  onClose: () => void;
  onDraft: (draft: TRecipeImportDraft) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [source, setSource] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (text: string) => {
    setProblem(null);
    if (text.trim() === '') {
      setProblem(RECIPE_IMPORT_MESSAGES.empty);
      return;
    }
    setReading(true);
    try {
      onDraft(await importRecipe(text));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Checked before reading: a file far past the limit is not loaded into the page at all.
    if (file.size > RECIPE_IMPORT_MAX_CHARS * 4) {
      setProblem(RECIPE_IMPORT_MESSAGES.tooLarge(RECIPE_IMPORT_MAX_CHARS));
      return;
    }
    const text = await file.text();
    setFileName(file.name);
    setSource(text);
    await read(text);
  };

  const actions = (
    <>
      <Button onClick={onClose} disabled={reading}>
        Cancel
      </Button>
      <Button
        variant="contained"
        onClick={() => void read(source)}
        disabled={reading}
        startIcon={reading ? <CircularProgress size={18} aria-label="Reading the recipe" /> : undefined}
      >
        Read recipe
      </Button>
    </>
  );

  return (
    <ImportDialogFrame title={'Import recipe'} busy={reading} onClose={onClose} actions={actions}>
      <Typography>
        Paste a recipe page’s HTML (saved from the browser), its JSON-LD, or the recipe as text: the name on
        the first line, one ingredient a line, and the method after a “Method” line. The draft opens in the
        recipe form, its lines matched to your ingredients and recipes; nothing is saved until you save it.
      </Typography>
      <TextField
        label="Recipe page, JSON-LD or text"
        multiline
        minRows={phone ? 8 : 10}
        maxRows={18}
        value={source}
        onChange={(event) => {
          setSource(event.target.value);
          setFileName(null);
        }}
        disabled={reading}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <HiddenFileInput
        ref={input}
        accept=".html,.htm,.json,.txt,text/html,application/json,application/ld+json,text/plain"
        label="Recipe file"
        onFile={(file) => void choose(file)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          startIcon={<UploadFile />}
          variant="outlined"
          disabled={reading}
          onClick={() => chooseFile(input.current)}
        >
          Choose a file
        </Button>
        <Typography variant="body2" color="text.secondary">
          {fileName ?? '.html, .json or .txt'}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </ImportDialogFrame>
  );
}
