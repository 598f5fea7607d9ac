<?php
/**
 * Every way a sign-in is refused, with what the editor reads (what happened, what to do) and its
 * HTTP status. The page of a refusal never holds a token; the log names the refusal, never a code,
 * state, token or secret.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

final class Refusal
{
    public const NOT_SET_UP = 'not-set-up';
    public const SET_UP_WRONG = 'set-up-wrong';
    public const WRONG_PROVIDER = 'wrong-provider';
    public const FOREIGN_ORIGIN = 'foreign-origin';
    public const NO_EDITOR = 'no-editor';
    public const NO_ANSWER = 'no-answer';
    public const STATE_MISSING = 'state-missing';
    public const STATE_WRONG = 'state-wrong';
    public const DENIED = 'denied';
    public const PROVIDER_ERROR = 'provider-error';
    public const EXCHANGE_FAILED = 'exchange-failed';
    public const UNAVAILABLE = 'unavailable';
    public const METHOD = 'method';
    public const MALFORMED = 'malformed';

    /** Refusals the sign-in window's own script reports, after it found the page was not opened by the editor. */
    public const REPORTED_BY_THE_PAGE = [self::FOREIGN_ORIGIN, self::NO_EDITOR, self::NO_ANSWER];

    /**
     * @return array{0: int, 1: string, 2: string, 3: string} status, heading, what happened, what to do;
     *         {editor} is the content editor's address, {detail} the provider's error code or the
     *         setting at fault
     */
    public static function text(string $kind): array
    {
        return match ($kind) {
            self::NOT_SET_UP => [503, 'Sign-in is not set up yet',
                'This website cannot sign editors in with GitHub yet: its server has no GitHub app configured.',
                'Ask whoever looks after the website to set it up (the backend\'s "cms" settings; see docs/cms-sign-in.md). Until then, changes can be made in the files directly.'],
            self::SET_UP_WRONG => [503, 'Sign-in is set up wrongly',
                'This website cannot sign editors in with GitHub: a setting of its server is wrong. {detail}',
                'Tell whoever looks after the website, with the sentence above (the backend\'s "cms" settings; see docs/cms-sign-in.md). Until it is fixed, changes can be made in the files directly.'],
            self::WRONG_PROVIDER => [400, 'This sign-in is for GitHub only',
                'The content editor asked to sign in with a service this website does not offer.',
                'Close this window and press Login in the content editor at {editor}. If it keeps happening, the website was built with another CMS_BACKEND than the server expects.'],
            self::FOREIGN_ORIGIN => [403, 'This sign-in was not started by the content editor',
                'The sign-in window was opened by another website, or answered by one. No sign-in was given.',
                'Only sign in from the content editor at {editor}. If you did not open this window yourself, close it.'],
            self::NO_EDITOR => [400, 'The content editor is not open',
                'This window has to be opened by the content editor\'s Login button, which is no longer there to receive the sign-in.',
                'Close this window, open the content editor at {editor} and press Login.'],
            self::NO_ANSWER => [408, 'The content editor did not answer',
                'The sign-in window waited for the content editor, but it did not answer.',
                'Close this window, reload the content editor at {editor} and press Login again.'],
            self::STATE_MISSING => [400, 'This sign-in has expired',
                'A sign-in has to be finished within a few minutes, once, in the browser that started it. This one is too old, was already used, or this browser did not keep its cookie.',
                'Close this window and press Login in the content editor at {editor} again. If this keeps happening, allow cookies for this website.'],
            self::STATE_WRONG => [403, 'This sign-in does not belong to this browser',
                'GitHub\'s answer does not match the sign-in this browser started, so it was refused. No sign-in was given.',
                'Close this window and press Login in the content editor at {editor} again. If you did not start a sign-in, close this window.'],
            self::DENIED => [403, 'Access was not allowed',
                'GitHub says access to the website\'s repository was not granted, so you are not signed in.',
                'To edit the website, press Login in the content editor at {editor} again and choose "Authorize" on GitHub\'s page.'],
            self::PROVIDER_ERROR => [502, 'GitHub refused the sign-in',
                'GitHub answered with the error "{detail}" instead of a sign-in.',
                'Close this window and try again in a minute. If it keeps happening, tell whoever looks after the website, with the error above.'],
            self::EXCHANGE_FAILED => [502, 'GitHub did not confirm the sign-in',
                'The website\'s server could not get access from GitHub for this sign-in (GitHub unreachable, too slow, or refusing the website\'s app).',
                'Close this window and try again in a minute. If it keeps happening, tell whoever looks after the website: the server\'s log says why.'],
            self::UNAVAILABLE => [503, 'The sign-in cannot be finished right now',
                'The website\'s server could not record this sign-in as used, so it was not given.',
                'Close this window and try again in a few minutes. If it keeps happening, tell whoever looks after the website: the server\'s log says why.'],
            self::METHOD => [405, 'Not a sign-in',
                'This address only answers the content editor\'s sign-in window.',
                'Open the content editor at {editor} and press Login.'],
            self::MALFORMED => [400, 'Not a sign-in',
                'This address only answers the content editor\'s sign-in window and GitHub\'s answer to it, and this request was neither. No sign-in was given.',
                'Open the content editor at {editor} and press Login.'],
        };
    }
}
