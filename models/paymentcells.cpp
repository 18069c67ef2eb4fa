#include "models/paymentcells.h"

#include "core/domain/currency.h"

#include <QCoreApplication>
#include <QLocale>

namespace dd {

namespace {

QString yesNo(bool value)
{
    return value ? QCoreApplication::translate("dd::PaymentTableModel", "Yes")
                 : QCoreApplication::translate("dd::PaymentTableModel", "No");
}

QString money(qint64 hundredths, const QString &currency) { return formatAmount(hundredths, currency, QLocale()); }

// amount_br is in the country's own currency (spec 2.1: "the local-settlement unit").
QString settlementCurrency(const Payment &p)
{
    const QString local = Currency::local(p.country);
    return local.isEmpty() ? p.currencyExt : local;
}

QString cardText(const Payment &p)
{
    if (p.cardFirstSix.isEmpty() && p.cardLastFour.isEmpty())
        return {};
    return p.cardFirstSix + QStringLiteral("…") + p.cardLastFour;
}

QString transactionText(const Payment &p)
{
    if (!p.transactionStatus)
        return {};
    const TransactionStatus &t = *p.transactionStatus;
    return t.description.isEmpty() ? t.code : t.code + QStringLiteral(": ") + t.description;
}

} // namespace

qint64 remainingRefundableHundredths(const PaymentRow &row)
{
    if (row.payment.status != PaymentStatus::Confirmed)
        return 0;
    return std::max<qint64>(0, row.payment.amountExt.hundredths() - row.refundedHundredths);
}

PaymentCells::PaymentCells(const QPalette &palette)
{
    for (PaymentStatus status : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                 PaymentStatus::Cancelled, PaymentStatus::Unknown})
        m_badges.at(size_t(status)) = paymentStatusBadge(status, palette);
}

QVariant PaymentCells::data(const PaymentRow &row, Column column, int role) const
{
    switch (role) {
    case Qt::DisplayRole: return display(row, column);
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case PaymentTableModel::TypedValueRole: return typed(row, column);
    case PaymentTableModel::RowIdRole: return row.rowId;
    case PaymentTableModel::HashRole: return row.payment.hash;
    case PaymentTableModel::StatusRole: return QVariant::fromValue(row.payment.status);
    case PaymentTableModel::CurrencyRole: return row.payment.currencyExt;
    case PaymentTableModel::AmountHundredthsRole: return row.payment.amountExt.hundredths();
    default: break;
    }
    if (column == Column::Status)
        return statusCell(row.payment.status, role);
    if (role == Qt::ToolTipRole) {
        if (column == Column::Country)
            return countryName(row.payment.country);
        if (column == Column::Method)
            return methodKindName(row.payment.methodKind());
        if (column == Column::Amount || column == Column::Refunded || column == Column::RemainingRefundable)
            return formatMoney(typed(row, column).toLongLong(), row.payment.currencyExt);
    }
    return {};
}

QVariant PaymentCells::statusCell(PaymentStatus status, int role) const
{
    const StatusBadge &badge = m_badges.at(size_t(status));
    switch (role) {
    case Qt::DecorationRole: return badge.icon;
    case Qt::ToolTipRole: return badge.toolTip;
    case Qt::BackgroundRole: return badge.background;
    case Qt::ForegroundRole: return badge.foreground;
    default: return {};
    }
}

QVariant PaymentCells::display(const PaymentRow &row, Column column)
{
    const Payment &p = row.payment;
    switch (column) {
    case Column::OpenDate: return formatDateTime(p.openDate);
    case Column::Hash: return p.hash;
    case Column::MerchantCode: return p.merchantPaymentCode;
    case Column::Customer: return p.customerName;
    case Column::Country: return p.country.toUpper();
    case Column::Method: return p.paymentTypeCode;
    case Column::Status: return paymentStatusLabel(p.status);
    case Column::Amount: return money(p.amountExt.hundredths(), p.currencyExt);
    case Column::Currency: return p.currencyExt;
    case Column::Refunded: return money(row.refundedHundredths, p.currencyExt);
    case Column::RemainingRefundable: return money(remainingRefundableHundredths(row), p.currencyExt);
    case Column::ConfirmDate: return formatDateTime(p.confirmDate);
    case Column::StatusDate: return formatDateTime(p.statusDate);
    case Column::TransferDate: return formatDateTime(p.transferDate);
    case Column::DueDate: return formatDate(p.dueDate);
    case Column::Pin: return p.pin;
    case Column::OrderNumber: return p.orderNumber;
    case Column::AmountBr: return money(p.amountBr.hundredths(), settlementCurrency(p));
    case Column::AmountIof: return money(p.amountIof.hundredths(), settlementCurrency(p));
    case Column::AmountExtRequested:
        return p.amountExtRequested ? money(p.amountExtRequested->hundredths(), p.currencyExt) : QString();
    case Column::CurrencyRate: return p.currencyRate.toDecimalString().replace(QLatin1Char('.'), QLocale().decimalPoint());
    case Column::Instalments: return QLocale().toString(p.instalments);
    case Column::BillingDescriptor: return p.billingDescriptor;
    case Column::TransactionStatus: return transactionText(p);
    case Column::PreApproved: return yesNo(p.preApproved);
    case Column::CaptureAvailable: return p.captureAvailable ? yesNo(*p.captureAvailable) : QString();
    case Column::RedirectUrl: return p.redirectUrl;
    case Column::SpeiUrl: return p.speiUrl;
    case Column::ClabeAccount: return p.clabeAccount;
    case Column::ClabeReference: return p.clabeReference;
    case Column::CustomerEmail: return p.customerEmail;
    case Column::CustomerDocument: return p.customerDocument;
    case Column::Card: return cardText(p);
    case Column::Count: break;
    }
    return {};
}

QVariant PaymentCells::typed(const PaymentRow &row, Column column)
{
    const Payment &p = row.payment;
    switch (column) {
    case Column::OpenDate: return p.openDate;
    case Column::Hash: return p.hash;
    case Column::MerchantCode: return p.merchantPaymentCode;
    case Column::Customer: return p.customerName;
    case Column::Country: return p.country;
    case Column::Method: return p.paymentTypeCode;
    case Column::Status: return QVariant::fromValue(p.status);
    case Column::Amount: return p.amountExt.hundredths();
    case Column::Currency: return p.currencyExt;
    case Column::Refunded: return row.refundedHundredths;
    case Column::RemainingRefundable: return remainingRefundableHundredths(row);
    case Column::ConfirmDate: return p.confirmDate;
    case Column::StatusDate: return p.statusDate;
    case Column::TransferDate: return p.transferDate;
    case Column::DueDate: return p.dueDate;
    case Column::Pin: return p.pin;
    case Column::OrderNumber: return p.orderNumber;
    case Column::AmountBr: return p.amountBr.hundredths();
    case Column::AmountIof: return p.amountIof.hundredths();
    case Column::AmountExtRequested: return p.amountExtRequested ? QVariant(p.amountExtRequested->hundredths()) : QVariant();
    case Column::CurrencyRate: return p.currencyRate.tenThousandths;
    case Column::Instalments: return p.instalments;
    case Column::BillingDescriptor: return p.billingDescriptor;
    case Column::TransactionStatus: return p.transactionStatus ? QVariant(p.transactionStatus->code) : QVariant();
    case Column::PreApproved: return p.preApproved;
    case Column::CaptureAvailable: return p.captureAvailable ? QVariant(*p.captureAvailable) : QVariant();
    case Column::RedirectUrl: return p.redirectUrl;
    case Column::SpeiUrl: return p.speiUrl;
    case Column::ClabeAccount: return p.clabeAccount;
    case Column::ClabeReference: return p.clabeReference;
    case Column::CustomerEmail: return p.customerEmail;
    case Column::CustomerDocument: return p.customerDocument;
    case Column::Card: return cardText(p);
    case Column::Count: break;
    }
    return {};
}

bool PaymentCells::isNumeric(Column column)
{
    switch (column) {
    case Column::Amount:
    case Column::Refunded:
    case Column::RemainingRefundable:
    case Column::AmountBr:
    case Column::AmountIof:
    case Column::AmountExtRequested:
    case Column::CurrencyRate:
    case Column::Instalments:
        return true;
    case Column::OpenDate:
    case Column::Hash:
    case Column::MerchantCode:
    case Column::Customer:
    case Column::Country:
    case Column::Method:
    case Column::Status:
    case Column::Currency:
    case Column::ConfirmDate:
    case Column::StatusDate:
    case Column::TransferDate:
    case Column::DueDate:
    case Column::Pin:
    case Column::OrderNumber:
    case Column::BillingDescriptor:
    case Column::TransactionStatus:
    case Column::PreApproved:
    case Column::CaptureAvailable:
    case Column::RedirectUrl:
    case Column::SpeiUrl:
    case Column::ClabeAccount:
    case Column::ClabeReference:
    case Column::CustomerEmail:
    case Column::CustomerDocument:
    case Column::Card:
    case Column::Count:
        return false;
    }
    return false;
}

QString PaymentCells::title(Column column)
{
    switch (column) {
    case Column::OpenDate: return QCoreApplication::translate("dd::PaymentTableModel", "Opened");
    case Column::Hash: return QCoreApplication::translate("dd::PaymentTableModel", "Hash");
    case Column::MerchantCode: return QCoreApplication::translate("dd::PaymentTableModel", "Merchant code");
    case Column::Customer: return QCoreApplication::translate("dd::PaymentTableModel", "Customer");
    case Column::Country: return QCoreApplication::translate("dd::PaymentTableModel", "Country");
    case Column::Method: return QCoreApplication::translate("dd::PaymentTableModel", "Method");
    case Column::Status: return QCoreApplication::translate("dd::PaymentTableModel", "Status");
    case Column::Amount: return QCoreApplication::translate("dd::PaymentTableModel", "Amount");
    case Column::Currency: return QCoreApplication::translate("dd::PaymentTableModel", "Currency");
    case Column::Refunded: return QCoreApplication::translate("dd::PaymentTableModel", "Refunded");
    case Column::RemainingRefundable: return QCoreApplication::translate("dd::PaymentTableModel", "Refundable");
    case Column::ConfirmDate: return QCoreApplication::translate("dd::PaymentTableModel", "Confirmed");
    case Column::StatusDate: return QCoreApplication::translate("dd::PaymentTableModel", "Status date");
    case Column::TransferDate: return QCoreApplication::translate("dd::PaymentTableModel", "Transferred");
    case Column::DueDate: return QCoreApplication::translate("dd::PaymentTableModel", "Due date");
    case Column::Pin: return QCoreApplication::translate("dd::PaymentTableModel", "PIN");
    case Column::OrderNumber: return QCoreApplication::translate("dd::PaymentTableModel", "Order number");
    case Column::AmountBr: return QCoreApplication::translate("dd::PaymentTableModel", "Settlement amount");
    case Column::AmountIof: return QCoreApplication::translate("dd::PaymentTableModel", "IOF tax");
    case Column::AmountExtRequested: return QCoreApplication::translate("dd::PaymentTableModel", "Requested amount");
    case Column::CurrencyRate: return QCoreApplication::translate("dd::PaymentTableModel", "Currency rate");
    case Column::Instalments: return QCoreApplication::translate("dd::PaymentTableModel", "Instalments");
    case Column::BillingDescriptor: return QCoreApplication::translate("dd::PaymentTableModel", "Billing descriptor");
    case Column::TransactionStatus: return QCoreApplication::translate("dd::PaymentTableModel", "Acquirer answer");
    case Column::PreApproved: return QCoreApplication::translate("dd::PaymentTableModel", "Pre-approved");
    case Column::CaptureAvailable: return QCoreApplication::translate("dd::PaymentTableModel", "Capture available");
    case Column::RedirectUrl: return QCoreApplication::translate("dd::PaymentTableModel", "Redirect link");
    case Column::SpeiUrl: return QCoreApplication::translate("dd::PaymentTableModel", "SPEI voucher link");
    case Column::ClabeAccount: return QCoreApplication::translate("dd::PaymentTableModel", "CLABE account");
    case Column::ClabeReference: return QCoreApplication::translate("dd::PaymentTableModel", "CLABE reference");
    case Column::CustomerEmail: return QCoreApplication::translate("dd::PaymentTableModel", "Customer e-mail");
    case Column::CustomerDocument: return QCoreApplication::translate("dd::PaymentTableModel", "Customer document");
    case Column::Card: return QCoreApplication::translate("dd::PaymentTableModel", "Card");
    case Column::Count: break;
    }
    return {};
}

QVariant PaymentCells::header(Column column, int role)
{
    switch (role) {
    case Qt::DisplayRole: return title(column);
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default: return {};
    }
}

} // namespace dd
