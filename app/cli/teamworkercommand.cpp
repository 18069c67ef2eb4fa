// `team worker`: receives the gateway's notifications, refreshes and settles for the whole team.
#include "app/cli/teamworkercommand.h"

#include "app/cli/commandline.h"
#include "app/cli/syncsession.h"
#include "core/access/permission.h"
#include "core/domain/printable.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/worker/teamworker.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/syncsettings.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTimer>

#include <csignal>

namespace dd::cli {

namespace {

using server::PgError;
using server::TeamWorker;
using server::WorkerLock;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::TeamWorkerCommand)
};

const QString Server = QStringLiteral("--server");
const QString Address = QStringLiteral("--address");
const QString Port = QStringLiteral("--port");
const QString Certificate = QStringLiteral("--gateway-certificate");
const QString GatewayConfig = QStringLiteral("--gateway-config");

volatile std::sig_atomic_t stopRequested = 0;

void onStopSignal(int)
{
    stopRequested = 1;
}

int failed(CliOutput &io, const QString &reason, int status)
{
    io.problem(printable(reason));
    return status;
}

int failed(CliOutput &io, const PgError &error)
{
    return failed(io, error.message, error.kind == PgError::Kind::Refused ? ExitValidation : ExitVault);
}

// What the worker takes from the team store before it starts: that the login may write payments
// and the queue (Support or Manager), the gateway's address unless the host gives it, the
// certificate notifications are checked against unless --gateway-certificate names one, and the
// team's gateway limit (the refresh schedule the worker reads itself, and follows as it changes).
// Connecting here also turns a wrong password or an old schema into an error at once, instead of a
// worker that retries for ever.
int readTeamSettings(CliOutput &io, const CommandLine &parsed, const server::WorkerGateway &gateway,
                     server::TeamWorkerSettings &settings)
{
    auto opened = server::PgStoreSession::open(settings.conninfo);
    if (!opened)
        return failed(io, opened.error());
    server::PgStoreSession &session = *opened.value();
    const std::optional<access::Role> role = session.role();
    if (role != access::Role::Support && role != access::Role::Manager)
        return failed(io,
                      Text::tr("The login %1 is not in the team's Support or Manager group: the worker writes "
                               "payments and the import queue, so it needs one of them.")
                          .arg(session.login()),
                      ExitForbidden);
    const Result<QUrl, QString> address = gateway.address(session.settings().connection().baseUrl);
    if (!address)
        return failed(io, address.error(), ExitUsage);
    settings.gatewayUrl = *address;
    if (!parsed.values.contains(Certificate)) {
        const auto stored = GatewayCertificateSetting::load(session.settings());
        if (!stored)
            return failed(io, stored.error(), ExitIo);
        settings.gatewayCertificate = *stored;
    }
    const auto timing = server::TeamGatewayTiming::load(session);
    if (!timing)
        return failed(io, timing.error().message, timing.error().unreadable ? ExitVault : ExitValidation);
    settings.gatewayTiming = *timing;
    return ExitOk;
}

int runWorker(CliOutput &io, const CommandLine &parsed, server::TeamWorkerSettings settings)
{
    const QString listenAddress = settings.listenAddress.toString();
    TeamWorker worker(std::move(settings));
    QEventLoop loop;
    int status = ExitOk;
    QObject::connect(&worker, &TeamWorker::stateChanged, &loop, [&](WorkerLock::State state) {
        const QString name = WorkerLock::stateName(state);
        QJsonObject object{{QStringLiteral("state"), name}};
        const NotificationListener &listener = worker.listener();
        if (state == WorkerLock::State::Active && listener.isListening()) {
            object.insert(QStringLiteral("listening"), listenAddress);
            object.insert(QStringLiteral("port"), listener.port());
        }
        io.report(parsed.json, object, name);
        if (!parsed.json && listener.isListening())
            io.out() << Text::tr("listening on http://%1:%2").arg(listenAddress).arg(listener.port()) << Qt::endl;
        io.out().flush();
    });
    QObject::connect(&worker, &TeamWorker::problem, &loop, [&](const QString &reason) { io.problem(printable(reason)); });
    QObject::connect(&worker, &TeamWorker::fatal, &loop, [&](const QString &reason) {
        io.problem(printable(reason));
        status = ExitIo;
        loop.quit();
    });
    QObject::connect(&worker, &TeamWorker::refreshed, &loop, [&](const RefreshSummary &summary) {
        io.report(parsed.json, QJsonObject{{QStringLiteral("refresh"), summaryJson(summary)}},
                  Text::tr("Queried %1 payment(s): %2 refreshed, %3 failed, %4 earlier action(s) settled.")
                      .arg(summary.total)
                      .arg(summary.refreshed)
                      .arg(summary.failed)
                      .arg(summary.resolved));
        io.out().flush();
    });
    QObject::connect(&worker, &TeamWorker::scheduleChanged, &loop, [&](int minutes) {
        io.report(parsed.json, QJsonObject{{QStringLiteral("schedule_minutes"), minutes}},
                  minutes == 0 ? Text::tr("The scheduled refresh is off.")
                               : Text::tr("Refreshing every %1 minute(s).").arg(minutes));
        io.out().flush();
    });
    stopRequested = 0;
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    QTimer stopCheck;
    QObject::connect(&stopCheck, &QTimer::timeout, &loop, [&] {
        if (stopRequested)
            loop.quit();
    });
    stopCheck.start(100);
    worker.start();
    loop.exec();
    // Released here, not at exit: a standby can take over at its next attempt.
    worker.stop();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return status;
}

} // namespace

int runTeamWorker(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr(
        "Usage: directdesk-cli team worker --server CONNINFO [--address IP] [--port N]\n"
        "                                  [--gateway-config FILE] [--gateway-certificate PEM] [--json]\n"
        "The team's worker: receives the gateway's notifications, refreshes the payments that are not final on\n"
        "the team's schedule and settles actions whose outcome is unknown, for every desk. Only one worker is\n"
        "active; another one started stands by and takes over when the active one stops. Prints standby,\n"
        "active or lost at each change. Stops on SIGINT or SIGTERM.\n"
        "  --server CONNINFO          the worker's login (Support or Manager group), as for psql\n"
        "  --address IP, --port N     where notifications are received (default 127.0.0.1, any free port)\n"
        "  --gateway-config FILE      {\"base_url\": \"https://…\", \"integration_key\": \"…\"}; without it the key\n"
        "                             comes from DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL); without\n"
        "                             a base_url, the team server's gateway address\n"
        "  --gateway-certificate PEM  take only notifications signed with this certificate's key; without it,\n"
        "                             the certificate the team server's setting names, if any\n"
        "  --json                     one JSON object a line");
    const CommandLineRules rules{{Server, Address, Port, Certificate, GatewayConfig}, {QStringLiteral("--json")},
                                 false, false, false};
    const CommandLine parsed = parseCommandLine(arguments, rules);
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    server::TeamWorkerSettings settings;
    settings.conninfo = parsed.value(Server);
    if (settings.conninfo.isEmpty())
        return io.usageError(Text::tr("Give the team server with --server."), usage);
    const auto endpoint = listenEndpoint(parsed);
    if (!endpoint)
        return io.usageError(endpoint.error(), usage);
    settings.listenAddress = endpoint->address;
    settings.listenPort = endpoint->port;
    // Everything that needs no connection is checked first: a bad setup sends nothing anywhere.
    const auto address = server::readServerAddress(settings.conninfo);
    if (!address)
        return failed(io, address.error().message, ExitValidation);
    settings.address = *address;
    auto gateway = server::WorkerGateway::read(parsed.value(GatewayConfig), QProcessEnvironment::systemEnvironment());
    if (!gateway)
        return failed(io, gateway.error(), ExitUsage);
    settings.integrationKey = gateway->integrationKey;
    if (parsed.values.contains(Certificate)) {
        const auto given = NotificationSignature::fromFile(parsed.value(Certificate));
        if (!given)
            return failed(io, given.error(), ExitUsage);
        settings.gatewayCertificate = *given;
    }
    if (const int status = readTeamSettings(io, parsed, *gateway, settings); status != ExitOk)
        return status;
    return runWorker(io, parsed, std::move(settings));
}

} // namespace dd::cli
