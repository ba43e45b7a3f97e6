import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without Delete: the console never deletes catalogue records (it hides or disables them). */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
