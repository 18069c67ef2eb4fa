// `listen`: the optional local notification endpoint for scripts and servers without the desktop
// app. Each notification is answered HTTP 200, its codes queued in the cache and queried.
#include "app/cli/listencommand.h"
#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "core/domain/printable.h"
#include "core/storage/importqueue.h"
#include "core/storage/storesession.h"
#include "core/storage/settingsstore.h"
#include "core/sync/codeintake.h"
#include "core/sync/notificationlistener.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ListenCommand)
};

volatile std::sig_atomic_t stopRequested = 0;

void onStopSignal(int)
{
    stopRequested = 1;
}

// The gateway's certificate: --gateway-certificate, else the cache's setting (which
// --remember-certificate writes, for the desktop's listener too). None: signatures unchecked.
// An exit status: a certificate that cannot be used stops the command instead of being ignored.
int gatewayCertificate(const CommandLine &parsed, SyncSession &session, CliOutput &io,
                       std::optional<NotificationSignature> *certificate)
{
    const QString path = parsed.value(QStringLiteral("--gateway-certificate"));
    SettingsStore &settings = session.cache().settings();
    if (path.isEmpty()) {
        const Result<std::optional<NotificationSignature>, QString> stored = GatewayCertificateSetting::load(settings);
        if (!stored) {
            io.err() << printable(stored.error()) << Qt::endl;
            return ExitIo;
        }
        *certificate = *stored;
        return ExitOk;
    }
    const Result<NotificationSignature, QString> given = NotificationSignature::fromFile(path);
    if (!given) {
        io.err() << printable(given.error()) << Qt::endl;
        return ExitUsage;
    }
    if (parsed.has(QStringLiteral("--remember-certificate"))) {
        if (const int refused = requireForCommand(io, session.access(), access::Permission::Settings, QStringLiteral("listen")))
            return refused;
        if (!settings.setValue(GatewayCertificateSetting::key(), QFileInfo(path).absoluteFilePath())) {
            io.err() << Text::tr("The gateway certificate's path could not be saved in the cache.") << Qt::endl;
            return ExitIo;
        }
    }
    *certificate = *given;
    return ExitOk;
}

int runListen(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli listen --vault PATH [--address IP] [--port N] [--json]\n"
                 "Receives the gateway's notifications (payment_status_change) over HTTP, answers 200, queues every\n"
                 "hash in the cache and queries it. Listens on 127.0.0.1 unless --address says otherwise; the\n"
                 "address and port are printed once ready. Stops on SIGINT or SIGTERM.\n");
    const QString certificateUsage =
        Text::tr("  --gateway-certificate PEM  take only notifications signed with this certificate's key (others\n"
                 "                             are answered 403 and counted); without it, the certificate the cache's\n"
                 "                             setting names, if any\n"
                 "  --remember-certificate     also keep the certificate's path in the cache (for the desktop app)\n");
    // --server is read only to be refused with the way to do it instead.
    const CommandLine parsed = parseCommandLine(
        arguments, CommandLineRules{{QStringLiteral("--address"), QStringLiteral("--port"), QStringLiteral("--gateway-certificate")},
                                    {QStringLiteral("--remember-certificate")}, false, true, true, true});
    if (parsed.help)
        return io.help(usage + certificateUsage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage + certificateUsage);
    if (!parsed.server.isEmpty())
        return io.usageError(Text::tr("listen works on a vault only. For the team, the team worker receives the "
                                      "gateway's notifications: directdesk-cli team worker --server CONNINFO "
                                      "[--address IP] [--port N] [--gateway-config FILE]. Nothing was opened."),
                             usage);
    if (parsed.has(QStringLiteral("--remember-certificate")) && !parsed.values.contains(QStringLiteral("--gateway-certificate")))
        return io.usageError(Text::tr("--remember-certificate needs --gateway-certificate."), usage + certificateUsage);
    const auto endpoint = listenEndpoint(parsed);
    if (!endpoint)
        return io.usageError(endpoint.error(), usage);
    const QHostAddress address = endpoint->address;
    const quint16 port = endpoint->port;
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    std::optional<NotificationSignature> certificate;
    if (const int status = gatewayCertificate(parsed, session, io, &certificate); status != ExitOk)
        return status;
    NotificationListener listener;
    listener.setGatewayCertificate(certificate);
    if (!listener.listen(address, port)) {
        io.err() << Text::tr("Cannot listen on %1:%2: %3").arg(address.toString()).arg(port).arg(listener.errorString())
                        << Qt::endl;
        return ExitIo;
    }
    const QString fingerprint = certificate ? QString::fromLatin1(certificate->fingerprint()) : QString();
    io.report(parsed.json,
              QJsonObject{{QStringLiteral("listening"), address.toString()},
                          {QStringLiteral("port"), listener.port()},
                          {QStringLiteral("gateway_certificate"), fingerprint.isEmpty() ? QJsonValue() : QJsonValue(fingerprint)}},
              Text::tr("listening on http://%1:%2").arg(address.toString()).arg(listener.port()));
    if (!parsed.json && !fingerprint.isEmpty())
        io.out() << Text::tr("Notifications must be signed by the gateway certificate %1.").arg(fingerprint) << Qt::endl;
    QList<NotificationCodes> waiting;
    QObject::connect(&listener, &NotificationListener::codesReceived, &listener,
                     [&waiting](const NotificationCodes &codes) { waiting.append(codes); });
    QObject::connect(&listener, &NotificationListener::rejected, &listener,
                     [&io](const QString &reason) { io.err() << printable(reason) << Qt::endl; });
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    // Each notification's own codes, still to query. A round takes at most RoundSize codes, the
    // first of every notification before the second of any: a notification that arrives while a
    // long one is being worked through is queried in the next round, not after it.
    constexpr qsizetype RoundSize = 50;
    QList<QList<RefreshTarget>> pending;
    QEventLoop loop;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (stopRequested) {
            loop.quit();
            return;
        }
        if (waiting.isEmpty() && pending.isEmpty())
            return;
        tick.stop();
        for (const NotificationCodes &codes : std::exchange(waiting, {})) {
            const CodeIntake intake = takeInCodes(session.cache(), codes, QStringLiteral("listener"));
            if (!intake.stored)
                io.err() << Text::tr("The notified codes could not be queued in the cache; they are queried once.")
                                << Qt::endl;
            if (!intake.refused.isEmpty())
                io.err() << Text::tr("The import queue is full (%1 codes): %2 notified code(s) queried once but "
                                            "not queued for retry: %3")
                                       .arg(ImportQueue::MaxSize)
                                       .arg(intake.refused.size())
                                       .arg(printable(intake.refused.join(u' ')))
                                << Qt::endl;
            if (!intake.invalid.isEmpty())
                io.err() << Text::tr("%1 notified code(s) can never be queried (control characters or too "
                                            "long) and were dropped: %2")
                                       .arg(intake.invalid.size())
                                       .arg(printable(intake.invalid.join(u' ')))
                                << Qt::endl;
            if (!intake.targets.isEmpty())
                pending.append(intake.targets);
        }
        QList<RefreshTarget> round;
        while (round.size() < RoundSize && !pending.isEmpty()) {
            for (qsizetype index = 0; index < pending.size() && round.size() < RoundSize;) {
                round.append(pending[index].takeFirst());
                if (pending[index].isEmpty())
                    pending.removeAt(index);
                else
                    ++index;
            }
        }
        const RefreshSummary summary = session.refresh(round);
        QJsonObject object = summaryJson(summary);
        object.insert(QStringLiteral("not_found"), summary.notFound);
        const NotificationListener::Counts &counts = listener.counts();
        object.insert(QStringLiteral("signatures"),
                      QJsonObject{{QStringLiteral("verified"), counts.verified},
                                  {QStringLiteral("unsigned_accepted"), counts.unsignedAccepted},
                                  {QStringLiteral("refused"), counts.refusedTotal()}});
        object.insert(QStringLiteral("waiting"), qint64(0) + [&pending] {
            qsizetype left = 0;
            for (const QList<RefreshTarget> &targets : std::as_const(pending))
                left += targets.size();
            return left;
        }());
        io.report(parsed.json, object,
               Text::tr("Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway).")
                   .arg(summary.total)
                   .arg(summary.refreshed)
                   .arg(summary.failed)
                   .arg(summary.notFound));
        tick.start();
    });
    tick.start(100);
    loop.exec();
    return ExitOk;
}

} // namespace

CliCommand listenCommand()
{
    return {QStringLiteral("listen"), Text::tr("Receive gateway notifications over HTTP and query the payments they name"),
            &runListen};
}

} // namespace dd::cli
