#pragma once

#include "core/access/permission.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dd::access {

// Why the access layer refused something. message() is a translated sentence for the user.
struct AccessError
{
    Q_DECLARE_TR_FUNCTIONS(dd::access::AccessError)
public:
    enum class Code {
        Forbidden,        // the operator's role does not allow the permission
        NotSignedIn,      // no operator is unlocked
        UnknownOperator,  // the key slot that opened belongs to no operator
        SelfApproval,     // nobody approves their own request
        ReasonRequired,   // a rejection needs a reason
        NoSuchRequest,
        NotAwaiting,      // the request was decided already
        AlreadyAwaiting,  // the payment has a refund request waiting already (detail: its number)
        NameTaken,
        NoSuchOperator,
        LastManager,      // the last Manager cannot be removed or demoted
        InvalidName,
        Vault,            // the key-slot file or a passphrase failed (detail says how)
        Storage,          // the cache could not be written
    };

    Code code = Code::Forbidden;
    std::optional<Permission> permission;
    QString detail;

    QString message() const;
};

} // namespace dd::access
