// directdesk-sandbox: the local sandbox gateway as a standalone server (tests, demos, load runs).
#include "http/logtext.h"
#include "sandbox/notificationsigner.h"
#include "sandbox/sandboxserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalPipe[1], &byte, 1);
}

// SIGINT/SIGTERM end the event loop through a socket pair, so shutdown runs on the main thread.
bool installStopSignals(QCoreApplication *app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        return false;
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, app);
    QObject::connect(notifier, &QSocketNotifier::activated, app, [notifier] {
        char byte = 0;
        [[maybe_unused]] const auto got = ::read(signalPipe[0], &byte, 1);
        notifier->setEnabled(false);
        QCoreApplication::quit();
    });
    struct sigaction action{};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return ::sigaction(SIGINT, &action, nullptr) == 0 && ::sigaction(SIGTERM, &action, nullptr) == 0;
}

// One key a line; blank lines and lines starting with # are skipped.
bool readKeysFile(const QString &path, QStringList *keys, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("sandbox", "cannot read --keys-file %1: %2").arg(path, file.errorString());
        return false;
    }
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QString key = QString::fromUtf8(line).trimmed();
        if (!key.isEmpty() && !key.startsWith(u'#'))
            keys->append(key);
    }
    return true;
}

std::optional<dd::sandbox::SandboxOptions> parseOptions(const QCoreApplication &app, bool *printCertificate,
                                                        QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "sandbox", "Local sandbox of the payment gateway's Direct API, for tests and demos."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption host(u"host"_s, QCoreApplication::translate("sandbox", "Address to listen on (default 127.0.0.1)."), u"HOST"_s, u"127.0.0.1"_s);
    const QCommandLineOption port(u"port"_s, QCoreApplication::translate("sandbox", "Port (0 picks a free one)."), u"PORT"_s, u"0"_s);
    const QCommandLineOption key(u"integration-key"_s, QCoreApplication::translate("sandbox", "Integration key clients must send; repeat it for more merchants, each with books of its own."), u"KEY"_s, u"sandbox-integration-key"_s);
    const QCommandLineOption keysFile(u"keys-file"_s, QCoreApplication::translate("sandbox", "File of integration keys, one a line (# starts a comment): one merchant each."), u"FILE"_s);
    const QCommandLineOption logSize(u"request-log-size"_s, QCoreApplication::translate("sandbox", "Direct API calls kept per merchant for GET /sandbox/requests (default 1000)."), u"N"_s, u"1000"_s);
    const QCommandLineOption notify(u"notify-url"_s, QCoreApplication::translate("sandbox", "URL that receives payment status notifications."), u"URL"_s);
    const QCommandLineOption state(u"state"_s, QCoreApplication::translate("sandbox", "File that keeps payments across restarts."), u"FILE"_s);
    const QCommandLineOption seedDemo(u"seed-demo"_s, QCoreApplication::translate("sandbox", "Create N demo payments when the books are empty."), u"N"_s, u"0"_s);
    const QCommandLineOption seed(u"seed"_s, QCoreApplication::translate("sandbox", "Seed for demo data, fault probabilities and payment hashes (without it, hashes differ from one run to the next)."), u"S"_s, u"1"_s);
    const QCommandLineOption expiry(u"preauth-expiry-seconds"_s, QCoreApplication::translate("sandbox", "Age at which uncaptured pre-authorizations are cancelled (default 4 days)."), u"SECONDS"_s, u"345600"_s);
    const QCommandLineOption notifyAttempts(u"notify-attempts"_s, QCoreApplication::translate("sandbox", "Deliveries tried per notification (default 6)."), u"N"_s, u"6"_s);
    const QCommandLineOption notifyRetry(u"notify-retry-ms"_s, QCoreApplication::translate("sandbox", "First resend delay, doubled each time (default 500)."), u"MS"_s, u"500"_s);
    const QCommandLineOption fault(u"fault"_s, QCoreApplication::translate("sandbox", "Fault rule as JSON, as POSTed to /sandbox/faults (repeatable)."), u"JSON"_s);
    const QCommandLineOption maxBody(u"max-body-bytes"_s, QCoreApplication::translate("sandbox", "Largest request body accepted; a larger announced Content-Length is refused with 413 (default 1048576)."), u"BYTES"_s, u"1048576"_s);
    const QCommandLineOption maxConnections(u"max-connections"_s, QCoreApplication::translate("sandbox", "Open connections at most; past it the oldest one not being answered is closed (default 0: the open-file limit minus 64)."), u"N"_s, u"0"_s);
    const QCommandLineOption headTimeout(u"header-timeout-ms"_s, QCoreApplication::translate("sandbox", "Time for a whole request head to arrive (default 10000)."), u"MS"_s, u"10000"_s);
    const QCommandLineOption idleTimeout(u"idle-timeout-ms"_s, QCoreApplication::translate("sandbox", "Time a keep-alive connection may wait for its next request (default 15000)."), u"MS"_s, u"15000"_s);
    const QCommandLineOption notificationKey(u"notification-key"_s, QCoreApplication::translate("sandbox", "PEM file with the RSA private key notifications are signed with (and optionally its certificate); default: the data folder's key, made at first start."), u"PEM"_s);
    const QCommandLineOption dataDir(u"data-dir"_s, QCoreApplication::translate("sandbox", "Folder that keeps the generated notification key (default %1).").arg(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)), u"DIR"_s);
    const QCommandLineOption printCertificateOption(u"print-notification-certificate"_s, QCoreApplication::translate("sandbox", "Print the certificate of the notification key (PEM) and exit; its SHA-1 fingerprint goes to standard error."));
    parser.addOptions({host, port, key, keysFile, logSize, notify, state, seedDemo, seed, expiry, notifyAttempts, notifyRetry, fault,
                       maxBody, maxConnections, headTimeout, idleTimeout, notificationKey, dataDir, printCertificateOption});
    parser.process(app);

    dd::sandbox::SandboxOptions options;
    bool ok = true;
    auto number = [&](const QCommandLineOption &option, qint64 minimum, qint64 maximum) {
        bool valid = false;
        const qint64 value = parser.value(option).toLongLong(&valid);
        if (!valid || value < minimum || value > maximum) {
            *error = QCoreApplication::translate("sandbox", "invalid value for --%1: %2")
                         .arg(option.names().constFirst(), parser.value(option));
            ok = false;
        }
        return value;
    };
    options.host = parser.value(host);
    options.port = static_cast<quint16>(number(port, 0, 65535));
    // values() gives the default key when the option is absent: a keys file alone replaces it.
    QStringList keys = parser.isSet(key) || !parser.isSet(keysFile) ? parser.values(key) : QStringList();
    if (parser.isSet(keysFile) && !readKeysFile(parser.value(keysFile), &keys, error))
        ok = false;
    options.integrationKey = keys.value(0);
    options.moreIntegrationKeys = keys.mid(1);
    options.requestLogSize = static_cast<int>(number(logSize, 0, 1000000));
    options.repeatableHashes = parser.isSet(seed);
    if (parser.isSet(notify)) {
        options.notifyUrl = QUrl(parser.value(notify), QUrl::StrictMode);
        const QString scheme = options.notifyUrl.scheme();
        if (!options.notifyUrl.isValid() || options.notifyUrl.host().isEmpty()
            || (scheme != "http"_L1 && scheme != "https"_L1)) {
            *error = QCoreApplication::translate("sandbox", "--notify-url must be an http or https URL");
            ok = false;
        }
    }
    options.stateFile = parser.value(state);
    options.notificationKeyFile = parser.value(notificationKey);
    options.dataFolder = parser.isSet(dataDir) ? parser.value(dataDir)
                                               : QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    *printCertificate = parser.isSet(printCertificateOption);
    options.seedDemo = static_cast<int>(number(seedDemo, 0, 20000000));
    options.seed = static_cast<quint64>(number(seed, 0, std::numeric_limits<qint64>::max()));
    options.preAuthorizationExpirySeconds = number(expiry, 1, 365LL * 86400);
    options.notifyMaxAttempts = static_cast<int>(number(notifyAttempts, 1, 100));
    options.notifyFirstRetryMs = static_cast<int>(number(notifyRetry, 1, 3600000));
    options.faults = parser.values(fault);
    options.maxBodyBytes = number(maxBody, 0, std::numeric_limits<qint32>::max());
    options.maxConnections = static_cast<int>(number(maxConnections, 0, 1000000));
    options.headTimeoutMs = static_cast<int>(number(headTimeout, 1, 3600000));
    options.idleTimeoutMs = static_cast<int>(number(idleTimeout, 1, 3600000));
    if (ok && (keys.isEmpty() || std::any_of(keys.cbegin(), keys.cend(), [](const QString &each) { return each.isEmpty(); }))) {
        *error = QCoreApplication::translate("sandbox", "--integration-key must not be empty");
        ok = false;
    }
    return ok ? std::optional(options) : std::nullopt;
}

// For the merchant's listener: the certificate alone on standard output, so `> gateway.pem` keeps it.
int printNotificationCertificate(const dd::sandbox::SandboxOptions &options)
{
    const auto signer = dd::sandbox::NotificationSigner::forSandbox(options.notificationKeyFile, options.dataFolder);
    if (!signer.ok()) {
        std::fprintf(stderr, "directdesk-sandbox: %s\n",
                     qPrintable(dd::http::escapedForLog(signer.failure().message.toUtf8(), 1000)));
        return 1;
    }
    std::fwrite(signer.value().certificatePem().constData(), 1, size_t(signer.value().certificatePem().size()), stdout);
    std::fprintf(stderr, "SHA-1 fingerprint (X-SignatureFingerprint): %s\n", signer.value().fingerprint().constData());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"directdesk-sandbox"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(DIRECTDESK_VERSION));

    QString error;
    bool printCertificate = false;
    const auto options = parseOptions(app, &printCertificate, &error);
    if (!options) {
        std::fprintf(stderr, "directdesk-sandbox: %s\n", qPrintable(dd::http::escapedForLog(error.toUtf8(), 1000)));
        return 2;
    }
    if (printCertificate)
        return printNotificationCertificate(*options);
    if (!installStopSignals(&app)) {
        std::fprintf(stderr, "directdesk-sandbox: cannot install signal handlers\n");
        return 1;
    }
    dd::sandbox::SandboxServer server(*options);
    if (!server.listen(&error)) {
        std::fprintf(stderr, "directdesk-sandbox: %s\n", qPrintable(dd::http::escapedForLog(error.toUtf8(), 1000)));
        return 1;
    }
    std::fprintf(stdout, "listening on %s\n", qPrintable(server.baseUrl().toString()));
    std::fflush(stdout);
    const int status = QCoreApplication::exec();
    server.close();
    return status;
}
