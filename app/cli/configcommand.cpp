#include "app/cli/configcommand.h"

#include "app/cli/accesscontext.h"
#include "app/cli/commandline.h"
#include "app/cli/vaultcommand.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QProcessEnvironment>
#include <QRegularExpression>

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
    std::optional<QString> baseUrl;
    std::optional<QString> integrationKey;
    std::optional<QString> environment;
    bool help = false;
    QString problem;
};

ConfigArguments parse(const QStringList &arguments)
{
    const QString baseUrl = QStringLiteral("--base-url"), key = QStringLiteral("--integration-key"),
                  environment = QStringLiteral("--environment");
    const CommandLine line = parseCommandLine(arguments, CommandLineRules{{baseUrl, key, environment}, {}, false, true, false});
    ConfigArguments parsed{line.vault, line.slot, {}, {}, {}, line.help, line.problem};
    const auto given = [&line](const QString &option) {
        return line.values.contains(option) ? std::optional<QString>(line.value(option)) : std::nullopt;
    };
    parsed.baseUrl = given(baseUrl);
    parsed.integrationKey = given(key);
    parsed.environment = given(environment);
    return parsed;
}

QString usage()
{
    return Text::tr("Usage: directdesk-cli config --vault PATH [--base-url URL] [--integration-key KEY|-]\n"
                    "                             [--environment NAME] [--slot NAME]\n"
                    "Stores the gateway connection inside the encrypted cache; with no setting, shows it.\n"
                    "  --base-url URL          https://…, or http:// on a loopback address only\n"
                    "  --integration-key KEY   '-' asks for it without echo (or reads DIRECTDESK_INTEGRATION_KEY)\n"
                    "  --environment NAME      e.g. builtin, sandbox, production\n"
                    "The passphrase comes from DIRECTDESK_PASSPHRASE or is asked without echo.\n"
                    "The integration key is never printed.");
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

int run(const QStringList &arguments, CliOutput &io)
{
    ConfigArguments parsed = parse(arguments);
    if (parsed.help)
        return io.help(usage());
    if (!parsed.problem.isEmpty() || parsed.path.isEmpty())
        return io.usageError(parsed.problem, usage());
    if (const QString problem = validated(io, parsed); !problem.isEmpty()) {
        io.err() << problem << Qt::endl;
        return ExitUsage;
    }
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
    std::optional<QUrl> baseUrl;
    if (parsed.baseUrl)
        baseUrl = QUrl(*parsed.baseUrl, QUrl::StrictMode);
    if (!settings.updateConnection(parsed.environment, baseUrl, parsed.integrationKey)) {
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
            QCoreApplication::translate("directdesk-cli", "Set or show the gateway connection stored in the encrypted cache"),
            &run};
}

} // namespace dd::cli
