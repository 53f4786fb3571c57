import type { TStorageArea } from '@brigade/core';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/use-can';
import { storageAreasQuery, useAreaWrites } from '../api';

/** The storage areas in walking order: added last, moved up or down, deleted while never counted. */
export function StorageAreasTab() {
  const query = useQuery(storageAreasQuery());
  const writes = useAreaWrites();
  const snackbar = useSnackbar();
  const canEdit = useCan()('createStorageArea');
  const [name, setName] = useState('');
  const fail = (error: unknown) => snackbar.error(errorMessage(error));
  const move = (areas: TStorageArea[], index: number, by: -1 | 1) => {
    const ids = areas.map((a) => a.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    writes.reorder.mutate(ids, { onError: fail });
  };
  return (
    <QueryFrame query={query} loading="Reading the storage areas" updating="Updating the storage areas">
      {(areas) => (
        <>
          <List aria-label="Storage areas in walking order" sx={{ maxWidth: 560 }}>
            {areas.map((area, index) => (
              <ListItem
                key={area.id}
                divider
                secondaryAction={
                  canEdit && (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <IconButton
                        aria-label={`Move ${area.name} up`}
                        disabled={index === 0}
                        onClick={() => move(areas, index, -1)}
                      >
                        <ArrowUpward />
                      </IconButton>
                      <IconButton
                        aria-label={`Move ${area.name} down`}
                        disabled={index === areas.length - 1}
                        onClick={() => move(areas, index, 1)}
                      >
                        <ArrowDownward />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete ${area.name}`}
                        onClick={() => writes.remove.mutate(area.id, { onError: fail })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Box>
                  )
                }
              >
                <ListItemText primary={`${area.position}. ${area.name}`} />
              </ListItem>
            ))}
          </List>
          {canEdit && (
            <Box
              component="form"
              aria-label="Add a storage area"
              onSubmit={(e) => {
                e.preventDefault();
                writes.create.mutate(name, { onSuccess: () => setName(''), onError: fail });
              }}
              sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <TextField label="New storage area" value={name} onChange={(e) => setName(e.target.value)} />
              <Button
                type="submit"
                variant="contained"
                disabled={writes.create.isPending}
                sx={{ minHeight: 44 }}
              >
                Add area
              </Button>
            </Box>
          )}
        </>
      )}
    </QueryFrame>
  );
}
