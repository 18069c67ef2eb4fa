#include "app/cli/vaultcommand.h"

#include "app/cli/commandline.h"

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

int fail(CliOutput &io, const VaultError &error)
{
    io.err() << error.message() << Qt::endl;
    return exitStatusFor(error);
}

int create(CliOutput &io, Vault &vault, const QString &slot)
{
    const auto passphrase = newPassphrase(io, "DIRECTDESK_PASSPHRASE");
    if (!passphrase) {
        io.err() << Text::tr("No passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto created = vault.create(passphrase->first, passphrase->second, slot.isEmpty() ? Vault::DefaultSlot : slot);
    if (!created)
        return fail(io, created.error());
    io.out() << Text::tr("Created the encrypted cache %1 and its key file %2.")
                            .arg(vault.databasePath(), Vault::keySlotPath(vault.databasePath()))
                     << Qt::endl;
    return ExitOk;
}

int check(CliOutput &io, Vault &vault, const QString &slot)
{
    if (!unlockForCommand(io, vault, slot))
        return ExitVault;
    if (const auto checked = vault.check(); !checked)
        return fail(io, checked.error());
    StoreSession &session = *vault.session();
    const StoreFacts facts = session.facts();
    QTextStream &out = io.out();
    out << Text::tr("The cache is encrypted (SQLCipher %1) and intact.").arg(facts.engineVersion) << '\n';
    out << Text::tr("Schema version: %1").arg(facts.schemaVersion) << '\n';
    out << Text::tr("Payments: %1").arg(session.payments().count({})) << '\n';
    out << Text::tr("Unresolved operations: %1").arg(session.intents().unresolved().size()) << '\n';
    out << Text::tr("Key slots: %1").arg(vault.keySlotNames().valueOr({}).join(QStringLiteral(", "))) << Qt::endl;
    return ExitOk;
}

int passwd(CliOutput &io, Vault &vault, const QString &slot)
{
    const auto current = readSecret(io, Text::tr("Current passphrase: "), "DIRECTDESK_PASSPHRASE");
    if (!current) {
        io.err() << Text::tr("No passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto next = newPassphrase(io, "DIRECTDESK_NEW_PASSPHRASE");
    if (!next) {
        io.err() << Text::tr("No new passphrase given.") << Qt::endl;
        return ExitUsage;
    }
    const auto changed = vault.changePassphrase(*current, next->first, next->second, slot);
    if (!changed)
        return fail(io, changed.error());
    io.out() << Text::tr("The passphrase was changed.") << Qt::endl;
    return ExitOk;
}

int run(const QStringList &arguments, CliOutput &io)
{
    // --server is read only to be refused with the way to do it instead.
    const CommandLine parsed = parseCommandLine(arguments, CommandLineRules{{}, {}, true, true, false, true});
    if (parsed.help)
        return io.help(usage());
    if (parsed.problem.isEmpty() && !parsed.server.isEmpty())
        return io.usageError(Text::tr("A team server has no vault file: check its tables with directdesk-cli team "
                                      "status --server CONNINFO, upgrade them with team migrate, and change your "
                                      "login's password with operators passwd --server CONNINFO. Nothing was opened."),
                             usage());
    if (!parsed.problem.isEmpty() || parsed.vault.isEmpty()
        || !QStringList{QStringLiteral("create"), QStringLiteral("check"), QStringLiteral("passwd")}.contains(parsed.action))
        return io.usageError(parsed.problem, usage());
    Vault vault(parsed.vault);
    if (parsed.action == u"create")
        return create(io, vault, parsed.slot);
    if (parsed.action == u"check")
        return check(io, vault, parsed.slot);
    return passwd(io, vault, parsed.slot);
}

} // namespace

std::optional<std::pair<QString, QString>> newPassphrase(CliOutput &io, const char *variable)
{
    const QString fromEnvironment = QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(variable));
    if (!fromEnvironment.isEmpty())
        return std::pair{fromEnvironment, fromEnvironment};
    const auto first = readSecret(io, Text::tr("New passphrase: "), nullptr);
    const auto second = first ? readSecret(io, Text::tr("Repeat the new passphrase: "), nullptr) : std::nullopt;
    if (!first || !second)
        return std::nullopt;
    return std::pair{*first, *second};
}

std::optional<QString> readSecret(CliOutput &io, const QString &prompt, const char *variable)
{
    if (variable) {
        const QString value = QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(variable));
        if (!value.isEmpty())
            return value;
    }
    const bool terminal = isatty(STDIN_FILENO) != 0;
    termios saved{};
    if (terminal) {
        io.err() << prompt;
        io.err().flush();
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
        io.err() << '\n';
        io.err().flush();
    }
    if (line.endsWith('\r'))
        line.chop(1);
    const QString value = QString::fromUtf8(line);
    line.fill('\0');
    if (value.isEmpty())
        return std::nullopt;
    return value;
}

bool unlockForCommand(CliOutput &io, Vault &vault, const QString &slot)
{
    const auto passphrase = readSecret(io, Text::tr("Passphrase: "), "DIRECTDESK_PASSPHRASE");
    if (!passphrase) {
        io.err() << Text::tr("No passphrase given.") << Qt::endl;
        return false;
    }
    const auto unlocked = vault.unlock(*passphrase, slot);
    if (!unlocked) {
        io.err() << unlocked.error().message() << Qt::endl;
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
