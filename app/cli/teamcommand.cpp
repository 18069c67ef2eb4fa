// `team`: the administrator's commands for the team server (PostgreSQL).
#include "app/cli/teamcommand.h"

#include "app/cli/commandline.h"
#include "app/cli/teamimportcommand.h"
#include "app/cli/teamoperatorcommand.h"
#include "app/cli/teamworkercommand.h"
#include "core/access/permission.h"
#include "core/domain/printable.h"
#include "core/server/pgconnection.h"
#include "core/server/teamschema.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace dd::cli {

namespace {

using server::PgConnection;
using server::PgError;
namespace TeamSchema = server::TeamSchema;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::TeamCommand)
};

const QString Server = QStringLiteral("--server");
const QString Manager = QStringLiteral("--manager");
const QString Name = QStringLiteral("--name");

// An unsafe or unreadable address is refused before anything is sent; everything else is the
// server's (or the way to it).
int exitStatusFor(const PgError &error)
{
    return error.kind == PgError::Kind::Refused ? ExitValidation : ExitVault;
}

int failed(CliOutput &io, const PgError &error)
{
    io.problem(printable(error.message));
    return exitStatusFor(error);
}

QString stateName(TeamSchema::State state)
{
    switch (state) {
    case TeamSchema::State::Empty:
        return QStringLiteral("empty");
    case TeamSchema::State::Current:
        return QStringLiteral("current");
    case TeamSchema::State::Older:
        return QStringLiteral("older");
    case TeamSchema::State::Newer:
        return QStringLiteral("newer");
    case TeamSchema::State::Foreign:
        return QStringLiteral("foreign");
    }
    return {};
}

std::optional<PgError> audited(PgConnection &connection, const QString &login, const QString &name)
{
    auto appended = connection.exec("SELECT directdesk.audit_append(session_user, 'operator_add', "
                                    "jsonb_build_object('login', $1::text, 'name', $2::text, 'role', 'manager')::text, "
                                    "'SUCCESS')",
                                    {login.toUtf8(), name.toUtf8()});
    return appended ? std::nullopt : std::optional<PgError>(appended.error());
}

// The first Manager: an existing login of the server (the administrator creates it with
// `createuser`, which sets its password the way the server's users expect) joins the Manager group
// and is recorded as an operator. Running it again changes nothing.
std::optional<PgError> addFirstManager(PgConnection &connection, const QString &login, const QString &name)
{
    auto exists = connection.exec("SELECT rolcanlogin, pg_has_role(oid, $2, 'MEMBER') FROM pg_roles WHERE rolname = $1",
                                  {login.toUtf8(), QByteArray(TeamSchema::ManagerRole)});
    if (!exists)
        return exists.error();
    if (exists->rows() == 0 || exists->bytes(0, 0) != "t") {
        return PgError{PgError::Kind::Refused,
                       Text::tr("The server has no login named \"%1\": create it first (createuser --pwprompt %1).")
                           .arg(login),
                       {}};
    }
    if (auto begun = connection.runScript("BEGIN"))
        return begun;
    auto quoted = connection.exec("SELECT quote_ident($1)", {login.toUtf8()});
    std::optional<PgError> problem = quoted ? std::nullopt : std::optional<PgError>(quoted.error());
    if (!problem && exists->bytes(0, 1) != "t") {
        const QByteArray grant = "GRANT " + QByteArray(TeamSchema::ManagerRole) + " TO " + quoted->bytes(0, 0);
        if (auto granted = connection.exec(grant.constData()); !granted)
            problem = granted.error();
    }
    if (!problem) {
        auto recorded = connection.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3) "
                                        "ON CONFLICT (login) DO NOTHING RETURNING login",
                                        {login.toUtf8(), name.toUtf8(), QByteArray::number(int(access::Role::Manager))});
        if (!recorded)
            problem = recorded.error();
        // Audited like every later operator, with the owner's login as the one who acted.
        else if (recorded->rows() == 1)
            problem = audited(connection, login, name);
    }
    if (problem) {
        connection.runScript("ROLLBACK");
        return problem;
    }
    return connection.runScript("COMMIT");
}

int runTeam(const QStringList &arguments, CliOutput &io)
{
    if (!arguments.isEmpty() && arguments.constFirst() == u"operator")
        return runTeamOperator(arguments.mid(1), io);
    if (!arguments.isEmpty() && arguments.constFirst() == u"import")
        return runTeamImport(arguments.mid(1), io);
    if (!arguments.isEmpty() && arguments.constFirst() == u"worker")
        return runTeamWorker(arguments.mid(1), io);
    const QString usage = Text::tr(
        "Usage: directdesk-cli team init --server CONNINFO --manager LOGIN [--name NAME] [--json]\n"
        "       directdesk-cli team migrate --server CONNINFO [--json]\n"
        "       directdesk-cli team status --server CONNINFO [--json]\n"
        "       directdesk-cli team operator add|remove|role|list … (see directdesk-cli team operator --help)\n"
        "       directdesk-cli team import --vault PATH --server CONNINFO [--json] (see directdesk-cli team import --help)\n"
        "       directdesk-cli team worker --server CONNINFO … (see directdesk-cli team worker --help)\n"
        "Sets up the team server's tables (init), upgrades them after a new DirectDesk version (migrate) or\n"
        "says which version they are at (status). init and migrate run as the database's owner; operator\n"
        "add|remove|role and import run as a Manager.\n"
        "  --server CONNINFO  a libpq connection string or postgresql:// URI; passwords, TLS files and\n"
        "                     service names come as for psql (PGPASSWORD, ~/.pgpass, PGSERVICE, sslrootcert)\n"
        "  --manager LOGIN    an existing login of the server that becomes the first Manager\n"
        "  --name NAME        the name the team sees for it (default: the login)\n"
        "  --json             one JSON object on standard output");
    CommandLineRules rules{{Server, Manager, Name}, {QStringLiteral("--json")}, true, false, false};
    const CommandLine parsed = parseCommandLine(arguments, rules);
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    const QString &action = parsed.action;
    if (action != u"init" && action != u"migrate" && action != u"status")
        return io.usageError(Text::tr("Give init, migrate, status, operator or import."), usage);
    if (parsed.value(Server).isEmpty())
        return io.usageError(Text::tr("Give the team server with --server."), usage);
    const QString manager = parsed.value(Manager).trimmed();
    if ((action == u"init") != !manager.isEmpty())
        return io.usageError(action == u"init" ? Text::tr("Give the first Manager's login with --manager.")
                                               : Text::tr("--manager is only for init."),
                             usage);
    const QString name = parsed.value(Name, manager).trimmed();
    if (action == u"init" && (name.isEmpty() || name.size() > 100 || name != printable(name)))
        return io.usageError(Text::tr("Give a name of at most 100 printable characters."), usage);
    if (action != u"init" && parsed.has(Name))
        return io.usageError(Text::tr("--name is only for init."), usage);

    auto connected = PgConnection::connectTo(parsed.value(Server));
    if (!connected)
        return failed(io, connected.error());
    PgConnection connection = std::move(connected).value();
    if (action != u"status") {
        if (auto problem = TeamSchema::migrate(connection))
            return failed(io, *problem);
    }
    if (action == u"init") {
        if (auto problem = addFirstManager(connection, manager, name))
            return failed(io, *problem);
    }
    const auto inspection = TeamSchema::inspect(connection);
    if (!inspection)
        return failed(io, inspection.error());
    const QString problem = TeamSchema::versionProblem(*inspection);
    const QString text = problem.isEmpty()
                             ? Text::tr("The team server's tables are at version %1, the one this DirectDesk uses.")
                                   .arg(inspection->version)
                             : problem;
    io.report(parsed.json,
              QJsonObject{{QStringLiteral("state"), stateName(inspection->state)},
                          {QStringLiteral("version"), inspection->version},
                          {QStringLiteral("supported_version"), int(TeamSchema::CurrentVersion)}},
              printable(text));
    return problem.isEmpty() ? int(ExitOk) : int(ExitVault);
}

} // namespace

CliCommand teamCommand()
{
    return {QStringLiteral("team"), Text::tr("Set up and upgrade the team server (PostgreSQL)"), &runTeam};
}

} // namespace dd::cli
