import styles from './forms.module.css';
import { PASSWORD_RULES } from '../../../contract/validation.ts';

/** The password rules, shown before submission and ticked off as the customer types. */
export function PasswordRules({ password }: { readonly password: string }) {
  return (
    <>
      A senha precisa ter:
      <ul className={styles.rules}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={met ? `${styles.rule} ${styles.ruleMet}` : styles.rule}>
              {rule.label}
              {met && <span className="visually-hidden"> (atendido)</span>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
