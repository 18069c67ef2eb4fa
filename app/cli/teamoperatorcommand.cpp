// `team operator`: a Manager's commands for the team's operators on the team server.
#include "app/cli/teamoperatorcommand.h"

#include "app/cli/commandline.h"
#include "app/cli/teamstore.h"
#include "app/cli/vaultcommand.h"
#include "core/access/permission.h"
#include "core/cache/vault.h"
#include "core/domain/printable.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamoperators.h"
#include "core/server/teamschema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <variant>

using namespace Qt::StringLiterals;

namespace dd::cli {

namespace {

using server::PgConnection;
using server::PgError;
namespace TeamOperators = server::TeamOperators;
namespace TeamSchema = server::TeamSchema;

// The context of the other team commands: the messages they share are translated once.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::TeamCommand)
};

const QString Server = u"--server"_s;
const QString Login = u"--login"_s;
const QString RoleOption = u"--role"_s;
const QString Name = u"--name"_s;

QString usage()
{
    return Text::tr(
        "Usage: directdesk-cli team operator add --server CONNINFO --login LOGIN --role ROLE [--name NAME] [--json]\n"
        "       directdesk-cli team operator remove --server CONNINFO --login LOGIN [--json]\n"
        "       directdesk-cli team operator role --server CONNINFO --login LOGIN --role ROLE [--json]\n"
        "       directdesk-cli team operator list --server CONNINFO [--json]\n"
        "Adds an operator (a new login of the team server in the group of its role), removes one (their\n"
        "open sessions end), or moves one to another role. Run it as a Manager: --server signs in with the\n"
        "Manager's own login. Any operator may list the operators.\n"
        "  --login LOGIN  the operator's login: lowercase letters, digits and _, starting with a letter\n"
        "  --role ROLE    finance, support or manager\n"
        "  --name NAME    the name the team sees (add; default: the login)\n"
        "  --json         one JSON object on standard output\n"
        "The new operator's password comes from DIRECTDESK_NEW_PASSPHRASE, otherwise it is asked twice\n"
        "without echo (at least 12 characters, with letters and digits). It reaches the server only as a\n"
        "SCRAM-SHA-256 verifier computed on this computer.");
}

// The SQLSTATEs the operator functions refuse with (teamoperatorsql.cpp): bad input, a login or
// name taken, no such operator, the last Manager, yourself or an administrator's login.
bool refusedByRule(const QByteArray &state)
{
    return state == "22023" || state == "42710" || state == "23505" || state == "42704" || state == "55000";
}

int failed(CliOutput &io, const PgError &error)
{
    const QString said = printable(error.message);
    if (error.kind == PgError::Kind::Refused) {
        io.problem(said);
        return ExitValidation;
    }
    if (error.kind == PgError::Kind::Statement && error.sqlState == "42501") {
        io.problem(Text::tr("Only a Manager of the team may add, remove or change operators (the server said: %1).")
                       .arg(said));
        return ExitForbidden;
    }
    if (error.kind == PgError::Kind::Statement && refusedByRule(error.sqlState)) {
        io.problem(Text::tr("The team server refused it and changed nothing: %1").arg(said));
        return ExitValidation;
    }
    io.problem(said);
    return ExitVault;
}

// A new password for a login, or the status to exit with when none acceptable was given.
std::variant<QByteArray, int> newPassword(CliOutput &io, const QString &noneGiven, const QString &usage)
{
    const auto given = newPassphrase(io, "DIRECTDESK_NEW_PASSPHRASE");
    if (!given)
        return io.usageError(noneGiven, usage);
    if (given->first != given->second) {
        VaultError mismatch;
        mismatch.code = VaultError::Code::PassphraseMismatch;
        io.problem(mismatch.message());
        return int(ExitValidation);
    }
    if (auto weak = Vault::passphraseProblem(given->first)) {
        io.problem(*weak);
        return int(ExitValidation);
    }
    return given->first.toUtf8();
}

struct Request
{
    QString action;
    QString login;
    access::Role role = access::Role::Finance;
    QString name;
};

// The command line's own rules (exit 2), then the values' (exit 3); nothing is sent for either.
std::variant<Request, int> readRequest(const CommandLine &parsed, CliOutput &io)
{
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage());
    Request request{parsed.action, parsed.value(Login).trimmed(), access::Role::Finance, parsed.value(Name).trimmed()};
    const bool needsRole = request.action == u"add" || request.action == u"role";
    const std::optional<access::Role> role = access::roleFromCode(parsed.value(RoleOption).trimmed());
    if (request.action != u"add" && request.action != u"remove" && request.action != u"role" && request.action != u"list")
        return io.usageError(Text::tr("Give add, remove, role or list."), usage());
    if (parsed.value(Server).isEmpty())
        return io.usageError(Text::tr("Give the team server with --server."), usage());
    if (request.action == u"list") {
        if (parsed.has(Login) || parsed.has(RoleOption) || parsed.has(Name))
            return io.usageError(Text::tr("list takes no --login, --role or --name."), usage());
        return request;
    }
    if (request.login.isEmpty())
        return io.usageError(Text::tr("Give the operator's login with --login."), usage());
    if (!needsRole && parsed.has(RoleOption))
        return io.usageError(Text::tr("--role is only for add and role."), usage());
    if (needsRole && !role)
        return io.usageError(Text::tr("Give --role finance, support or manager."), usage());
    if (request.action != u"add" && parsed.has(Name))
        return io.usageError(Text::tr("--name is only for add."), usage());
    request.role = role.value_or(access::Role::Finance);
    std::optional<QString> problem = TeamOperators::loginProblem(request.login);
    if (!problem && parsed.has(Name))
        problem = request.name.isEmpty() ? Text::tr("Give a name of at most 100 printable characters.")
                                         : TeamOperators::nameProblem(request.name);
    if (problem) {
        io.problem(*problem);
        return int(ExitValidation);
    }
    return request;
}

int report(CliOutput &io, bool json, const Request &request, std::optional<TeamOperators::Removal> removal)
{
    QJsonObject object{{u"action"_s, request.action}, {u"login"_s, request.login}};
    QString text;
    if (request.action == u"remove") {
        const bool dropped = removal == TeamOperators::Removal::LoginDropped;
        object.insert(u"login_dropped"_s, dropped);
        text = dropped ? Text::tr("Removed the operator %1 and their login.").arg(request.login)
                       : Text::tr("Removed the operator %1. Their login owns objects on the server, so it was kept "
                                  "without the right to sign in; the administrator reassigns or drops those objects "
                                  "(REASSIGN OWNED, DROP OWNED) and then the login.")
                             .arg(request.login);
    } else {
        object.insert(u"role"_s, access::roleCode(request.role));
        text = (request.action == u"add" ? Text::tr("Added the operator %1 as %2.") : Text::tr("%1 is now %2."))
                   .arg(request.login, access::Names::role(request.role));
    }
    io.report(json, object, text);
    return ExitOk;
}

// A login in none of the groups may not even read the schema: the server refuses it (42501).
int listRefused(CliOutput &io, const PgError &error)
{
    if (error.kind == PgError::Kind::Statement && error.sqlState == "42501") {
        io.problem(Text::tr("Only an operator of the team may list the operators (the server said: %1).")
                       .arg(printable(error.message)));
        return ExitForbidden;
    }
    return failed(io, error);
}

int listOperators(CliOutput &io, bool json, OperatorListJson shape, PgConnection &connection)
{
    auto listed = TeamOperators::list(connection);
    if (!listed)
        return listRefused(io, listed.error());
    if (json) {
        QJsonArray rows;
        for (const TeamOperators::Listed &listedOperator : *listed)
            rows.append(QJsonObject{{u"login"_s, listedOperator.login},
                                    {u"name"_s, listedOperator.name},
                                    {u"role"_s, access::roleCode(listedOperator.role)},
                                    {u"can_sign_in"_s, listedOperator.canSignIn}});
        if (shape == OperatorListJson::Array) {
            io.out() << QJsonDocument(rows).toJson(QJsonDocument::Indented);
            io.out().flush();
        } else {
            io.printJson(QJsonObject{{u"operators"_s, rows}});
        }
        return ExitOk;
    }
    for (const TeamOperators::Listed &listedOperator : *listed)
        io.out() << listedOperator.login << '\t' << printable(listedOperator.name) << '\t'
                 << access::Names::role(listedOperator.role) << '\t'
                 << (listedOperator.canSignIn ? Text::tr("can sign in") : Text::tr("cannot sign in")) << '\n';
    io.out().flush();
    return ExitOk;
}

} // namespace

int runTeamOperator(const QStringList &arguments, CliOutput &io, OperatorListJson shape)
{
    const CommandLine parsed =
        parseCommandLine(arguments, CommandLineRules{{Server, Login, RoleOption, Name}, {u"--json"_s}, true, false, false});
    if (parsed.help)
        return io.help(usage());
    const auto read = readRequest(parsed, io);
    if (const int *status = std::get_if<int>(&read))
        return *status;
    const Request &request = std::get<Request>(read);
    // The address before the password: an unsafe one is refused without asking for anything.
    const auto address = server::readServerAddress(parsed.value(Server));
    if (!address) {
        io.problem(printable(address.error().message));
        return ExitValidation;
    }
    QByteArray password;
    if (request.action == u"add") {
        auto given = newPassword(io, Text::tr("No password given for the new operator."), usage());
        if (const int *status = std::get_if<int>(&given))
            return *status;
        password = std::get<QByteArray>(std::move(given));
    }
    auto connected = PgConnection::connect(*address);
    if (!connected)
        return failed(io, connected.error());
    PgConnection connection = std::move(connected).value();
    const auto inspection = TeamSchema::inspect(connection);
    if (!inspection)
        return request.action == u"list" ? listRefused(io, inspection.error()) : failed(io, inspection.error());
    if (const QString problem = TeamSchema::versionProblem(*inspection); !problem.isEmpty()) {
        io.problem(problem);
        return ExitVault;
    }
    if (request.action == u"list")
        return listOperators(io, parsed.json, shape, connection);
    std::optional<PgError> problem;
    std::optional<TeamOperators::Removal> removal;
    if (request.action == u"add") {
        problem = TeamOperators::add(connection, {request.login, request.role, password, request.name});
        password.fill('\0');
    } else if (request.action == u"remove") {
        auto removed = TeamOperators::remove(connection, request.login);
        problem = removed ? std::nullopt : std::optional<PgError>(removed.error());
        removal = removed ? std::optional(removed.value()) : std::nullopt;
    } else {
        problem = TeamOperators::changeRole(connection, request.login, request.role);
    }
    if (problem)
        return failed(io, *problem);
    return report(io, parsed.json, request, removal);
}

int runTeamOwnPassword(const CommandLine &parsed, CliOutput &io, const QString &usage)
{
    if (parsed.has(Login) || parsed.has(RoleOption) || parsed.has(Name) || !parsed.slot.isEmpty())
        return io.usageError(Text::tr("passwd changes the password of the login in --server: it takes no --login, "
                                      "--role, --name or --slot."),
                             usage);
    // The address before the password: an unsafe one is refused without asking for anything.
    if (const auto address = server::readServerAddress(parsed.server); !address) {
        io.problem(printable(address.error().message));
        return ExitValidation;
    }
    auto given = newPassword(io, Text::tr("No new password given."), usage);
    if (const int *status = std::get_if<int>(&given))
        return *status;
    QByteArray password = std::get<QByteArray>(std::move(given));
    CommandStore store;
    if (const int status = store.open(io, {}, {}, parsed.server); status != ExitOk) {
        password.fill('\0');
        return status;
    }
    const QString login = store.teamSession()->login();
    const std::optional<PgError> problem = TeamOperators::changeOwnPassword(store.teamSession()->connection(), password);
    password.fill('\0');
    if (problem) {
        io.problem(Text::tr("The password was not changed: %1").arg(printable(problem->message)));
        return problem->kind == PgError::Kind::Refused ? int(ExitValidation) : int(ExitVault);
    }
    io.report(parsed.json, {{u"action"_s, u"passwd"_s}, {u"login"_s, login}},
              Text::tr("The password of %1 was changed; sign in with the new one from now on (PGPASSWORD, "
                       "~/.pgpass or the connection string).")
                  .arg(printable(login)));
    return ExitOk;
}

} // namespace dd::cli
