#include "app/cli/vaultcommand.h"

#include "core/cache/schema.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcessEnvironment>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::VaultCommand)
};

struct VaultArguments
{
    QString action;
    QString path;
    QString slot;
    bool help = false;
    QString problem;
};

VaultArguments parse(const QStringList &arguments)
{
    VaultArguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        const bool hasValue = i + 1 < arguments.size();
        if (argument == u"--help" || argument == u"-h") {
            parsed.help = true;
        } else if (argument == u"--vault" && hasValue) {
            parsed.path = arguments.at(++i);
        } else if (argument == u"--slot" && hasValue) {
            parsed.slot = arguments.at(++i);
        } else if (!argument.startsWith(u"-") && parsed.action.isEmpty()) {
            parsed.action = argument;
        } else {
            parsed.problem = Text::tr("Unexpected argument: %1").arg(argument);
        }
    }
    return parsed;
}

QString usage()
{
    return Text::tr("Usage: directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]\n"
                    "  create   create a new encrypted cache (and PATH.keys beside it)\n"
                    "  check    unlock, verify encryption and integrity, print a summary\n"
                    "  passwd   change the passphrase of a key slot (no re-encryption)\n"
                    "The passphrase comes from DIRECTDESK_PASSPHRASE (the new one for passwd from\n"
                    "DIRECTDESK_NEW_PASSPHRASE), otherwise it is asked without echo. A passphrase needs at\n"
                    "least 12 characters with letters and digits.");
}

int fail(const VaultError &error)
{
    standardError() << error.message() << Qt::endl;
    return exitStatusFor(error);
}

// A new passphrase: twice from the terminal, or once from the environment (used as its own confirmation).
std::optional<std::pair<QString, QString>> newPassphrase(const char *variable)
{
    const QString fromEnvironment = QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(variable));
    if (!fromEnvironment.isEmpty())
        return std::pair{fromEnvironment, fromEnvironment};
    const auto first = readSecret(Text::tr("New passphrase: "), nullptr);
    const auto second = first ? readSecret(Text::tr("Repeat the new passphrase: "), nullptr) : std::nullopt;
    if (!first || !second)
        return std::nullopt;
    return std::pair{*first, *second};
}

int create(Vault &vault, const QString &slot)
{
    const auto passphrase = newPassphrase("DIRECTDESK_PASSPHRASE");
    if (!passphrase) {
        standardError() << Text::tr("No passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto created = vault.create(passphrase->first, passphrase->second, slot.isEmpty() ? Vault::DefaultSlot : slot);
    if (!created)
        return fail(created.error());
    standardOutput() << Text::tr("Created the encrypted cache %1 and its key file %2.")
                            .arg(vault.databasePath(), Vault::keySlotPath(vault.databasePath()))
                     << Qt::endl;
    return ExitOk;
}

int check(Vault &vault, const QString &slot)
{
    if (!unlockForCommand(vault, slot))
        return ExitVault;
    if (const auto checked = vault.check(); !checked)
        return fail(checked.error());
    CacheSession &session = *vault.session();
    QTextStream &out = standardOutput();
    out << Text::tr("The cache is encrypted (SQLCipher %1) and intact.")
               .arg(session.database().queryText("PRAGMA cipher_version"))
        << '\n';
    out << Text::tr("Schema version: %1").arg(cache::Schema::version(session.database())) << '\n';
    out << Text::tr("Payments: %1").arg(session.payments().count({})) << '\n';
    out << Text::tr("Unresolved operations: %1").arg(session.intents().unresolved().size()) << '\n';
    out << Text::tr("Key slots: %1").arg(vault.keySlotNames().valueOr({}).join(QStringLiteral(", "))) << Qt::endl;
    return ExitOk;
}

int passwd(Vault &vault, const QString &slot)
{
    const auto current = readSecret(Text::tr("Current passphrase: "), "DIRECTDESK_PASSPHRASE");
    if (!current) {
        standardError() << Text::tr("No passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto next = newPassphrase("DIRECTDESK_NEW_PASSPHRASE");
    if (!next) {
        standardError() << Text::tr("No new passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto changed = vault.changePassphrase(*current, next->first, next->second, slot);
    if (!changed)
        return fail(changed.error());
    standardOutput() << Text::tr("The passphrase was changed.") << Qt::endl;
    return ExitOk;
}

int run(const QStringList &arguments)
{
    const VaultArguments parsed = parse(arguments);
    if (parsed.help) {
        standardOutput() << usage() << Qt::endl;
        return ExitOk;
    }
    if (!parsed.problem.isEmpty() || parsed.path.isEmpty()
        || !QStringList{QStringLiteral("create"), QStringLiteral("check"), QStringLiteral("passwd")}.contains(parsed.action)) {
        if (!parsed.problem.isEmpty())
            standardError() << parsed.problem << '\n';
        standardError() << usage() << Qt::endl;
        return ExitUsage;
    }
    Vault vault(parsed.path);
    if (parsed.action == u"create")
        return create(vault, parsed.slot);
    if (parsed.action == u"check")
        return check(vault, parsed.slot);
    return passwd(vault, parsed.slot);
}

} // namespace

int exitStatusFor(const VaultError &error)
{
    return error.code == VaultError::Code::Io ? ExitIo : ExitVault;
}

std::optional<QString> readSecret(const QString &prompt, const char *variable)
{
    if (variable) {
        const QString value = QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(variable));
        if (!value.isEmpty())
            return value;
    }
    const bool terminal = isatty(STDIN_FILENO) != 0;
    termios saved{};
    if (terminal) {
        standardError() << prompt;
        standardError().flush();
        tcgetattr(STDIN_FILENO, &saved);
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
    QByteArray line;
    for (int c = std::getchar(); c != EOF && c != '\n'; c = std::getchar())
        line.append(char(c));
    if (terminal) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        standardError() << '\n';
        standardError().flush();
    }
    if (line.endsWith('\r'))
        line.chop(1);
    const QString value = QString::fromUtf8(line);
    line.fill('\0');
    if (value.isEmpty())
        return std::nullopt;
    return value;
}

bool unlockForCommand(Vault &vault, const QString &slot)
{
    const auto passphrase = readSecret(Text::tr("Passphrase: "), "DIRECTDESK_PASSPHRASE");
    if (!passphrase) {
        standardError() << Text::tr("No passphrase given.") << Qt::endl;
        return false;
    }
    const auto unlocked = vault.unlock(*passphrase, slot);
    if (!unlocked) {
        standardError() << unlocked.error().message() << Qt::endl;
        return false;
    }
    return true;
}

CliCommand vaultCommand()
{
    return {QStringLiteral("vault"),
            QCoreApplication::translate("directdesk-cli", "Create, check or change the passphrase of the encrypted cache"),
            &run};
}

} // namespace dd::cli
