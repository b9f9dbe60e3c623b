/** The bug form's check (bug-form.tsx loads it once the form is drawn): §5's validity rules. */
import { zodResolver } from '../../lib/i18n/form-resolver';
import { bugCreateSchema } from '../../../contract/bugs';

export const bugFormResolver = zodResolver(bugCreateSchema);
