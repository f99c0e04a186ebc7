/**
 * The component tests' page carries the app's own stylesheet (Tailwind and daisyUI, as main.tsx loads it): a screen
 * is laid out, hidden and coloured as in the app, so what a test sees at a size is what a person sees, and axe reads
 * real colours (src/web/test/acessibilidade.ts).
 */
import '../styles.css';
