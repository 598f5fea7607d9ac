<?php
/**
 * Certificates for the TLS tests, made with PHP's openssl extension: a test CA, and server
 * certificates (with key, one PEM file each) for 127.0.0.1, signed by that CA or by a stranger.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Mail;

final class Certificates
{
    public readonly string $caFile;

    private readonly \OpenSSLCertificate $ca;
    private readonly \OpenSSLAsymmetricKey $caKey;
    private readonly string $config;

    public function __construct(private readonly string $dir, string $caName = 'Antenna Test CA')
    {
        $this->config = $dir . '/openssl.cnf';
        file_put_contents($this->config, implode("\n", [
            '[req]', 'distinguished_name = dn', '[dn]',
            '[ca]', 'basicConstraints = critical, CA:true', 'keyUsage = critical, keyCertSign, cRLSign',
            '[server]', 'basicConstraints = CA:false', 'keyUsage = digitalSignature, keyEncipherment',
            'extendedKeyUsage = serverAuth', 'subjectAltName = @names',
            '[names]', 'IP.1 = 127.0.0.1', 'DNS.1 = localhost',
            '[elsewhere]', 'basicConstraints = CA:false', 'extendedKeyUsage = serverAuth', 'subjectAltName = DNS:mail.example.net',
        ]) . "\n");
        $this->caKey = $this->key();
        $csr = openssl_csr_new(['commonName' => $caName], $this->caKey, $this->options('ca'));
        $this->ca = openssl_csr_sign($csr, null, $this->caKey, 2, $this->options('ca'), random_int(1, PHP_INT_MAX));
        $this->caFile = $dir . '/' . md5($caName) . '-ca.pem';
        openssl_x509_export_to_file($this->ca, $this->caFile);
    }

    private function key(): \OpenSSLAsymmetricKey
    {
        return openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_RSA, 'private_key_bits' => 2048, 'config' => $this->config]);
    }

    /** @return array<string, string> */
    private function options(string $extensions): array
    {
        return ['config' => $this->config, 'x509_extensions' => $extensions, 'digest_alg' => 'sha256'];
    }

    /** A PEM file with certificate and key for 127.0.0.1 ("server") or for mail.example.net ("elsewhere"). */
    public function server(string $extensions = 'server'): string
    {
        $key = $this->key();
        $csr = openssl_csr_new(['commonName' => $extensions === 'server' ? '127.0.0.1' : 'mail.example.net'], $key, $this->options($extensions));
        $cert = openssl_csr_sign($csr, $this->ca, $this->caKey, 2, $this->options($extensions), random_int(1, PHP_INT_MAX));
        openssl_x509_export($cert, $pem);
        openssl_pkey_export($key, $keyPem, null, ['config' => $this->config]);
        $file = $this->dir . '/' . bin2hex(random_bytes(4)) . '-server.pem';
        file_put_contents($file, $pem . $keyPem);
        return $file;
    }
}
