import type { Category } from '@kandamul/domain';
import { Box, Button, Paper, Popper } from '@mui/material';

interface CategoryMenuProps {
  category: Category;
  anchor: HTMLElement | null;
  /** The title in the shopper's language. */
  title: (c: { title: string; nepali_title?: string }) => string;
  onGo: (c: { id: number; title: string; nepali_title?: string }) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

/**
 * A category's subcategory dropdown, under the strip. Its own chunk: the positioning engine (Popper.js,
 * 9 KB) and the Paper it sits on are fetched when a shopper reaches for the strip, not with every page.
 */
export default function CategoryMenu({
  category,
  anchor,
  title,
  onGo,
  onMouseEnter,
  onMouseLeave,
}: CategoryMenuProps) {
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1200 }}>
      <Paper
        elevation={4}
        data-category-strip
        sx={{ minWidth: 200, py: 1 }}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {category.subcategories.map((s) => (
            <li key={s.id}>
              <Button
                fullWidth
                color="inherit"
                sx={{ justifyContent: 'flex-start', px: 2 }}
                onClick={() => onGo(s)}
              >
                {title(s)}
              </Button>
            </li>
          ))}
        </Box>
      </Paper>
    </Popper>
  );
}
