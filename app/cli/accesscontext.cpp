#include "app/cli/accesscontext.h"

#include "app/cli/clicommand.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"

#include <QProcessEnvironment>

namespace dd::cli {

QString osUserName()
{
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString user = environment.value(QStringLiteral("USER"), environment.value(QStringLiteral("USERNAME")));
    return user.isEmpty() ? QStringLiteral("manager") : user;
}

std::unique_ptr<AccessContext> signInForCommand(CliOutput &io, Vault &vault)
{
    if (!vault.session())
        return nullptr;
    auto context = std::make_unique<AccessContext>();
    context->guard = std::make_unique<access::AccessGuard>(vault.session()->audit());
    context->directory = std::make_unique<access::OperatorDirectory>(vault, *vault.session(), *context->guard);
    context->approvals = std::make_unique<access::RefundApprovals>(*vault.session(), *context->guard);
    auto signedIn = context->directory->signIn(osUserName());
    if (!signedIn) {
        io.err() << signedIn.error().message() << Qt::endl;
        return nullptr;
    }
    if (context->directory->lockoutCounterTampered())
        io.err() << QCoreApplication::translate("directdesk-cli",
                                                       "Warning: the key file's failed-unlock counter was reset by "
                                                       "hand since the last unlock (recorded in the audit trail).")
                        << Qt::endl;
    return context;
}

int requireForCommand(CliOutput &io, AccessContext &access, access::Permission permission, const QString &action)
{
    auto allowed = access.guard->require(permission, action);
    if (allowed)
        return ExitOk;
    io.err() << allowed.error().message() << Qt::endl;
    return ExitForbidden;
}

} // namespace dd::cli
