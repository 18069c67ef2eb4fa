#include "core/server/teamoperators.h"

#include "core/domain/printable.h"
#include "core/server/pgconnection.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace dd::server::TeamOperators {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::TeamOperators)
};

PgError refused(const QString &message)
{
    return PgError{PgError::Kind::Refused, message, {}};
}

std::optional<PgError> refusedLogin(const QString &login)
{
    if (auto problem = loginProblem(login))
        return refused(*problem);
    return std::nullopt;
}

} // namespace

std::optional<QString> loginProblem(const QString &login)
{
    static const QRegularExpression rule(u"^[a-z][a-z0-9_]{0,62}$"_s);
    static const QStringList reserved{u"public"_s, u"none"_s, u"current_role"_s, u"current_user"_s, u"session_user"_s};
    if (rule.match(login).hasMatch() && !login.startsWith(u"pg_") && !login.startsWith(u"directdesk_")
        && !reserved.contains(login))
        return std::nullopt;
    return Text::tr("\"%1\" cannot be an operator's login: use 1 to 63 lowercase letters, digits and _, starting "
                    "with a letter, and not beginning with pg_ or directdesk_.")
        .arg(printable(login));
}

std::optional<QString> nameProblem(const QString &name)
{
    if (name.size() <= 100 && isPrintable(name))
        return std::nullopt;
    return Text::tr("Give a name of at most 100 printable characters.");
}

std::optional<PgError> add(PgConnection &connection, const NewOperator &newOperator)
{
    if (auto problem = refusedLogin(newOperator.login))
        return problem;
    if (auto problem = nameProblem(newOperator.name))
        return refused(*problem);
    auto verifier = connection.scramVerifier(newOperator.password, newOperator.login.toUtf8());
    if (!verifier)
        return verifier.error();
    const PgParams params{newOperator.login.toUtf8(), access::roleCode(newOperator.role).toUtf8(), verifier.value(),
                          newOperator.name.isEmpty() ? std::nullopt : std::optional(newOperator.name.toUtf8())};
    auto added = connection.exec("SELECT directdesk.operator_add($1, $2, $3, $4)", params);
    return added ? std::nullopt : std::optional<PgError>(added.error());
}

Result<Removal, PgError> remove(PgConnection &connection, const QString &login)
{
    if (auto problem = refusedLogin(login))
        return *problem;
    auto removed = connection.exec("SELECT directdesk.operator_remove($1)", {login.toUtf8()});
    if (!removed)
        return removed.error();
    return removed->bytes(0, 0) == "t" ? Removal::LoginDropped : Removal::LoginDisabled;
}

std::optional<PgError> changeRole(PgConnection &connection, const QString &login, access::Role role)
{
    if (auto problem = refusedLogin(login))
        return problem;
    auto changed = connection.exec("SELECT directdesk.operator_role($1, $2)",
                                   {login.toUtf8(), access::roleCode(role).toUtf8()});
    return changed ? std::nullopt : std::optional<PgError>(changed.error());
}

std::optional<PgError> changeOwnPassword(PgConnection &connection, const QByteArray &password)
{
    auto verifier = connection.scramVerifier(password, connection.user().toUtf8());
    if (!verifier)
        return verifier.error();
    // ALTER ROLE takes no parameters, so the verifier goes in as a literal. libpq writes it from
    // base64 and "$:" only: anything else (a quote, a backslash) is not a verifier and is not sent.
    static const QRegularExpression scram(u"^SCRAM-SHA-256\\$[0-9]+:[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$"_s);
    if (!scram.match(QString::fromLatin1(verifier.value())).hasMatch())
        return refused(Text::tr("Cannot compute the password's SCRAM-SHA-256 verifier."));
    if (auto begun = connection.exec("BEGIN"); !begun)
        return begun.error();
    const QByteArray alter = "ALTER ROLE CURRENT_USER PASSWORD '" + verifier.value() + "'";
    std::optional<PgError> problem;
    if (auto changed = connection.exec(alter.constData()); !changed)
        problem = changed.error();
    else if (auto audited = connection.exec("SELECT directdesk.audit_record('passphrase_change', '{}', 'SUCCESS')");
             !audited)
        problem = audited.error();
    else if (auto committed = connection.exec("COMMIT"); !committed)
        problem = committed.error();
    if (problem && connection.inTransaction())
        (void)connection.exec("ROLLBACK");
    return problem;
}

Result<QList<Listed>, PgError> list(PgConnection &connection)
{
    auto found = connection.exec("SELECT login, name, role, can_sign_in FROM directdesk.operator_list()");
    if (!found)
        return found.error();
    QList<Listed> operators;
    for (int row = 0; row < found->rows(); ++row) {
        operators.append({found->text(row, 0), found->text(row, 1),
                          access::roleFromCode(found->text(row, 2)).value_or(access::Role::Finance),
                          found->bytes(row, 3) == "t"});
    }
    return operators;
}

} // namespace dd::server::TeamOperators
