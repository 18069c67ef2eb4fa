#include "app/cli/configcommand.h"

#include "app/cli/accesscontext.h"
#include "app/cli/commandline.h"
#include "app/cli/teamstore.h"
#include "app/cli/vaultcommand.h"
#include "core/domain/printable.h"
#include "core/server/worker/workergateway.h"
#include "core/storage/auditstore.h"
#include "core/storage/connectionchange.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QProcessEnvironment>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ConfigCommand)
};

struct ConfigArguments
{
    QString path;
    QString slot;
    QString server;
    std::optional<QString> baseUrl;
    std::optional<QString> integrationKey;
    std::optional<QString> environment;
    std::optional<QString> transferTimeoutMs;   // the team's gateway limit (--server only)
    bool help = false;
    QString problem;
};

ConfigArguments parse(const QStringList &arguments)
{
    const QString baseUrl = QStringLiteral("--base-url"), key = QStringLiteral("--integration-key"),
                  environment = QStringLiteral("--environment"), timeout = QStringLiteral("--transfer-timeout-ms");
    const CommandLine line = parseCommandLine(
        arguments, CommandLineRules{{baseUrl, key, environment, timeout}, {}, false, true, true, true});
    ConfigArguments parsed{line.vault, line.slot, line.server, {}, {}, {}, {}, line.help, line.problem};
    const auto given = [&line](const QString &option) {
        return line.values.contains(option) ? std::optional<QString>(line.value(option)) : std::nullopt;
    };
    parsed.baseUrl = given(baseUrl);
    parsed.integrationKey = given(key);
    parsed.environment = given(environment);
    parsed.transferTimeoutMs = given(timeout);
    return parsed;
}

QString usage()
{
    return Text::tr("Usage: directdesk-cli config (--vault PATH | --server CONNINFO) [--base-url URL]\n"
                    "                             [--integration-key KEY|-] [--environment NAME] [--slot NAME]\n"
                    "                             [--transfer-timeout-ms N]\n"
                    "Stores the gateway connection inside the encrypted cache; with no setting, shows it.\n"
                    "  --base-url URL          https://…, or http:// on a loopback address only\n"
                    "  --integration-key KEY   '-' asks for it without echo (or reads DIRECTDESK_INTEGRATION_KEY)\n"
                    "  --environment NAME      e.g. builtin, sandbox, production\n"
                    "  --transfer-timeout-ms N with --server only: how long each gateway call of the team worker\n"
                    "                          and of query, sync and reconcile --server may take, %1 to %2\n"
                    "                          (the team's gateway.transfer_timeout_ms; %3 when not set)\n"
                    "The passphrase comes from DIRECTDESK_PASSPHRASE or is asked without echo.\n"
                    "The integration key is never printed.\n"
                    "With --server CONNINFO: the team's settings on the team server (a Manager sets them, the\n"
                    "server checks). The team server holds no integration key: the team worker has it on its\n"
                    "own host (team worker --gateway-config FILE).")
        .arg(server::TeamGatewayTiming::ShortestMs)
        .arg(server::TeamGatewayTiming::LongestMs)
        .arg(ConnectionSettings::DefaultTransferTimeoutMs);
}

// The gateway limit as given, or a translated reason naming the allowed range.
Result<int, QString> transferTimeout(const QString &given)
{
    bool ok = false;
    const int milliseconds = given.toInt(&ok);
    if (!ok || milliseconds < server::TeamGatewayTiming::ShortestMs || milliseconds > server::TeamGatewayTiming::LongestMs)
        return Text::tr("--transfer-timeout-ms takes %1 to %2 milliseconds, not \"%3\". Nothing was written.")
            .arg(server::TeamGatewayTiming::ShortestMs)
            .arg(server::TeamGatewayTiming::LongestMs)
            .arg(printable(given.left(40)));
    return milliseconds;
}

QString validated(CliOutput &io, ConfigArguments &parsed)
{
    if (parsed.baseUrl) {
        const QUrl url(*parsed.baseUrl, QUrl::StrictMode);
        if (!isAcceptableBaseUrl(url))
            return Text::tr("The base address must be https:// (http:// only on a loopback address): %1").arg(*parsed.baseUrl);
    }
    if (parsed.environment
        && !QRegularExpression(QStringLiteral("^[a-z0-9][a-z0-9_-]{0,31}$")).match(*parsed.environment).hasMatch())
        return Text::tr("An environment name is up to 32 lowercase letters, digits, '-' or '_'.");
    if (parsed.integrationKey && *parsed.integrationKey == u"-") {
        parsed.integrationKey = readSecret(io, Text::tr("Integration key: "), "DIRECTDESK_INTEGRATION_KEY");
        if (!parsed.integrationKey)
            return Text::tr("No integration key given.");
    }
    if (parsed.integrationKey && parsed.integrationKey->trimmed().isEmpty())
        return Text::tr("The integration key is empty.");
    return {};
}

void show(CliOutput &io, const StoredConnection &connection)
{
    QTextStream &out = io.out();
    const QString unset = Text::tr("(not set)");
    out << Text::tr("Environment: %1").arg(connection.environment.isEmpty() ? unset : connection.environment) << '\n';
    out << Text::tr("Base address: %1").arg(connection.baseUrl.isEmpty() ? unset : connection.baseUrl.toString()) << '\n';
    out << Text::tr("Integration key: %1").arg(connection.integrationKey.isEmpty() ? unset : Text::tr("set"))
        << Qt::endl;
}

// What the command line sets. A key given is recorded as changed: the command never reads the
// stored one to compare.
ConnectionChange connectionChange(const ConfigArguments &parsed)
{
    ConnectionChange change{parsed.environment, std::nullopt, parsed.integrationKey, parsed.integrationKey.has_value()};
    if (parsed.baseUrl)
        change.baseUrl = QUrl(*parsed.baseUrl, QUrl::StrictMode);
    return change;
}

// The team's gateway address and environment on the team server, through the same settings
// store a desk reads them from; writing them is the Manager's (the client asks the guard for a
// clear message, the server's grants decide).
int runOnServer(CliOutput &io, const ConfigArguments &parsed)
{
    CommandStore store;
    if (const int status = store.open(io, {}, {}, parsed.server); status != ExitOk)
        return status;
    SettingsStore &settings = store.session().settings();
    if (parsed.transferTimeoutMs) {
        if (const int refused = requireForCommand(io, store.access(), access::Permission::Settings, QStringLiteral("config")))
            return refused;
        const int milliseconds = transferTimeout(*parsed.transferTimeoutMs).value();
        const bool saved = settings.setValue(QString::fromLatin1(server::TeamGatewayTiming::SettingKey),
                                             QString::number(milliseconds));
        AuditEntry entry;
        entry.actor = store.access().guard->actor();
        entry.action = u"connection_change"_s;
        entry.parameters.insert(QString::fromLatin1(server::TeamGatewayTiming::SettingKey), milliseconds);
        entry.result = saved ? u"SUCCESS"_s : u"SERVER_ERROR"_s;
        (void)store.session().audit().append(entry);
        if (!saved) {
            io.problem(Text::tr("The team server did not save the gateway limit: %1").arg(printable(settings.lastError())));
            return ExitVault;
        }
        io.out() << Text::tr("Saved the team's gateway limit on the team server: %1 ms. A worker that runs now takes it "
                             "when it starts again.")
                        .arg(milliseconds)
                 << '\n';
    }
    if (parsed.baseUrl || parsed.environment) {
        if (const int refused = requireForCommand(io, store.access(), access::Permission::Settings, QStringLiteral("config")))
            return refused;
        const bool saved = changeConnection(store.session(), store.access().guard->actor(), connectionChange(parsed), true);
        if (!saved) {
            io.problem(Text::tr("The team server did not save the connection: %1").arg(printable(settings.lastError())));
            return ExitVault;
        }
        io.out() << Text::tr("Saved the team's connection on the team server.") << '\n';
    }
    const StoredConnection connection = settings.connection();
    const QString unset = Text::tr("(not set)");
    io.out() << Text::tr("Environment: %1").arg(connection.environment.isEmpty() ? unset : printable(connection.environment))
             << '\n'
             << Text::tr("Base address: %1").arg(connection.baseUrl.isEmpty() ? unset : printable(connection.baseUrl.toString()))
             << '\n';
    const auto timing = server::TeamGatewayTiming::load(store.session());
    io.out() << (timing ? Text::tr("Gateway limit: %1 ms").arg(timing->transferTimeoutMs)
                        : printable(timing.error().message))
             << '\n'
             << Text::tr("Integration key: held by the team worker on its own host, never by the team server") << Qt::endl;
    return ExitOk;
}

int run(const QStringList &arguments, CliOutput &io)
{
    ConfigArguments parsed = parse(arguments);
    if (parsed.help)
        return io.help(usage());
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage());
    // Before anything is read or asked: the key has no place on the team server.
    if (!parsed.server.isEmpty() && parsed.integrationKey)
        return io.usageError(Text::tr("The team server does not keep the integration key: the team worker holds it "
                                      "on its own host (directdesk-cli team worker --gateway-config FILE, or "
                                      "DIRECTDESK_INTEGRATION_KEY in the worker's environment). Nothing was sent."),
                             usage());
    // The team's gateway limit: checked before connecting, so a bad one writes nothing.
    if (parsed.transferTimeoutMs && parsed.server.isEmpty())
        return io.usageError(Text::tr("--transfer-timeout-ms is the team's setting: give it with --server. Nothing was "
                                      "written."),
                             usage());
    if (parsed.transferTimeoutMs) {
        if (const auto given = transferTimeout(*parsed.transferTimeoutMs); !given)
            return io.usageError(given.error(), usage());
    }
    if (const QString problem = validated(io, parsed); !problem.isEmpty()) {
        io.err() << problem << Qt::endl;
        return ExitUsage;
    }
    if (!parsed.server.isEmpty())
        return runOnServer(io, parsed);
    Vault vault(parsed.path);
    if (!unlockForCommand(io, vault, parsed.slot))
        return ExitVault;
    const auto signedIn = signInForCommand(io, vault);
    if (!signedIn)
        return ExitForbidden;
    SettingsStore &settings = vault.session()->settings();
    if (!parsed.baseUrl && !parsed.integrationKey && !parsed.environment) {
        show(io, settings.connection());
        return ExitOk;
    }
    if (const int refused = requireForCommand(io, *signedIn, access::Permission::Settings, QStringLiteral("config")))
        return refused;
    const bool saved = changeConnection(*vault.session(), signedIn->guard->actor(), connectionChange(parsed), false);
    if (!saved) {
        io.err() << Text::tr("The connection could not be saved in the cache.") << Qt::endl;
        return ExitIo;
    }
    io.out() << Text::tr("Saved the connection in the encrypted cache.") << '\n';
    show(io, settings.connection());
    return ExitOk;
}

} // namespace

bool isAcceptableBaseUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty() || !url.userInfo().isEmpty())
        return false;
    if (url.scheme() == u"https")
        return true;
    if (url.scheme() != u"http")
        return false;
    if (url.host() == u"localhost")
        return true;
    const QHostAddress address(url.host());
    return !address.isNull() && address.isLoopback();
}

CliCommand configCommand()
{
    return {QStringLiteral("config"),
            QCoreApplication::translate("directdesk-cli", "Set or show the gateway connection: in the encrypted cache "
                                                          "(--vault) or on the team server (--server)"),
            &run};
}

} // namespace dd::cli
