<?php
/**
 * Every sentence the handlers answer with. The site shows the body of any
 * answer verbatim in a browser alert, so each is one short, friendly,
 * plain-text sentence that never contains a path or technical detail.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Messages
{
    public const SUCCESS_ENQUIRY = 'Thank you! We have received your enquiry and will get back to you within 24 hours.';
    public const SUCCESS_QUOTE = 'Thank you! We have received your quote request and will get back to you within 24 hours.';

    /** 405: another method than POST (or OPTIONS). */
    public const METHOD_NOT_ALLOWED = 'Please send your enquiry using the form on our website.';
    /** 415: another body type than application/x-www-form-urlencoded (UTF-8). */
    public const UNSUPPORTED_MEDIA_TYPE = 'Sorry, we could not read your enquiry. Please send it using the form on our website.';
    /** 413: body over max_body_bytes. */
    public const TOO_LARGE = 'Sorry, your enquiry is too long. Please shorten your message and try again.';
    /** 400: unknown, duplicated or malformed fields (never sent by the real forms). */
    public const MALFORMED = 'Sorry, we could not read your enquiry. Please reload the page and try again.';
    /** 403: Origin header present but not one of the configured site origins. */
    public const FORBIDDEN_ORIGIN = 'Sorry, enquiries can only be sent from the form on our website.';
    /** 429: per-client rate limit reached. */
    public const RATE_LIMITED = 'You have sent several enquiries in a short time. Please wait a few minutes and try again, or give us a call.';
    /** 500: anything unexpected before the enquiry was committed. */
    public const SERVER_ERROR = 'Sorry, something went wrong on our side and your enquiry was not sent. Please try again in a few minutes or give us a call.';
    /** 503: the backend is not configured (config file missing or invalid). */
    public const UNAVAILABLE = 'Sorry, our enquiry form is unavailable at the moment. Please try again later or give us a call.';
    /** 404: direct request for a library or command file. */
    public const NOT_FOUND = 'Not found.';
}
