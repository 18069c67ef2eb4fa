#include "app/cli/configcommand.h"

#include "app/cli/accesscontext.h"
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
    ConfigArguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        const bool hasValue = i + 1 < arguments.size();
        if (argument == u"--help" || argument == u"-h")
            parsed.help = true;
        else if (argument == u"--vault" && hasValue)
            parsed.path = arguments.at(++i);
        else if (argument == u"--slot" && hasValue)
            parsed.slot = arguments.at(++i);
        else if (argument == u"--base-url" && hasValue)
            parsed.baseUrl = arguments.at(++i);
        else if (argument == u"--integration-key" && hasValue)
            parsed.integrationKey = arguments.at(++i);
        else if (argument == u"--environment" && hasValue)
            parsed.environment = arguments.at(++i);
        else
            parsed.problem = Text::tr("Unexpected argument: %1").arg(argument);
    }
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

QString validated(ConfigArguments &parsed)
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
        parsed.integrationKey = readSecret(Text::tr("Integration key: "), "DIRECTDESK_INTEGRATION_KEY");
        if (!parsed.integrationKey)
            return Text::tr("No integration key given.");
    }
    if (parsed.integrationKey && parsed.integrationKey->trimmed().isEmpty())
        return Text::tr("The integration key is empty.");
    return {};
}

void show(const StoredConnection &connection)
{
    QTextStream &out = standardOutput();
    const QString unset = Text::tr("(not set)");
    out << Text::tr("Environment: %1").arg(connection.environment.isEmpty() ? unset : connection.environment) << '\n';
    out << Text::tr("Base address: %1").arg(connection.baseUrl.isEmpty() ? unset : connection.baseUrl.toString()) << '\n';
    out << Text::tr("Integration key: %1").arg(connection.integrationKey.isEmpty() ? unset : Text::tr("set"))
        << Qt::endl;
}

int run(const QStringList &arguments)
{
    ConfigArguments parsed = parse(arguments);
    if (parsed.help) {
        standardOutput() << usage() << Qt::endl;
        return ExitOk;
    }
    if (!parsed.problem.isEmpty() || parsed.path.isEmpty()) {
        if (!parsed.problem.isEmpty())
            standardError() << parsed.problem << '\n';
        standardError() << usage() << Qt::endl;
        return ExitUsage;
    }
    if (const QString problem = validated(parsed); !problem.isEmpty()) {
        standardError() << problem << Qt::endl;
        return ExitUsage;
    }
    Vault vault(parsed.path);
    if (!unlockForCommand(vault, parsed.slot))
        return ExitVault;
    const auto signedIn = signInForCommand(vault);
    if (!signedIn)
        return ExitForbidden;
    SettingsStore &settings = vault.session()->settings();
    if (!parsed.baseUrl && !parsed.integrationKey && !parsed.environment) {
        show(settings.connection());
        return ExitOk;
    }
    if (const int refused = requireForCommand(*signedIn, access::Permission::Settings, QStringLiteral("config")))
        return refused;
    std::optional<QUrl> baseUrl;
    if (parsed.baseUrl)
        baseUrl = QUrl(*parsed.baseUrl, QUrl::StrictMode);
    if (!settings.updateConnection(parsed.environment, baseUrl, parsed.integrationKey)) {
        standardError() << Text::tr("The connection could not be saved in the cache.") << Qt::endl;
        return ExitIo;
    }
    standardOutput() << Text::tr("Saved the connection in the encrypted cache.") << '\n';
    show(settings.connection());
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
