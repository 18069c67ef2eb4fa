#pragma once

#include "core/access/permission.h"
#include "core/domain/result.h"
#include "core/server/pgresult.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace dd::server {

class PgConnection;

// The team's operators as PostgreSQL logins, managed by a Manager through the server's functions
// (teamoperatorsql.cpp), so that no Manager needs CREATEROLE. The server checks everything again;
// the checks here only give a clear message before anything is sent.
namespace TeamOperators {

struct NewOperator
{
    QString login;
    access::Role role = access::Role::Finance;
    QByteArray password;   // sent only as its SCRAM-SHA-256 verifier
    QString name;          // what the team sees; empty: the login
};

// What the server did with a removed operator's login.
enum class Removal {
    LoginDropped,
    // The login owns objects or holds privileges somewhere in the cluster, so DROP ROLE refused:
    // it stays without LOGIN, password and group, and the administrator decides about the objects.
    LoginDisabled,
};

// One operator as every operator sees them (directdesk.operator_list()).
struct Listed
{
    QString login;
    QString name;
    access::Role role = access::Role::Finance;
    bool canSignIn = false;   // the login exists, may log in, has not expired and is in its role's group
};

// Why `login` cannot be an operator's login (translated), or nothing: 1 to 63 lowercase ASCII
// letters, digits and _, starting with a letter, none of PostgreSQL's reserved names, not pg_… or
// directdesk_… (the server's and DirectDesk's roles).
std::optional<QString> loginProblem(const QString &login);
// Why `name` cannot be an operator's name: more than 100 characters, or not printable.
std::optional<QString> nameProblem(const QString &name);

// Each refuses bad input before sending (PgError::Kind::Refused); the server's refusals come back
// as statements refused (a caller who is not a Manager: SQLSTATE 42501).
std::optional<PgError> add(PgConnection &connection, const NewOperator &newOperator);
Result<Removal, PgError> remove(PgConnection &connection, const QString &login);
std::optional<PgError> changeRole(PgConnection &connection, const QString &login, access::Role role);
// Changes the password of the connection's own login (ALTER ROLE CURRENT_USER), sent only as its
// SCRAM-SHA-256 verifier computed here, with the audit row (passphrase_change) in the same
// transaction. Any login may change its own password; nobody else's changes.
std::optional<PgError> changeOwnPassword(PgConnection &connection, const QByteArray &password);
// Every operator, by name; any operator may ask (a login in none of the groups is refused: 42501).
Result<QList<Listed>, PgError> list(PgConnection &connection);

} // namespace TeamOperators

} // namespace dd::server
