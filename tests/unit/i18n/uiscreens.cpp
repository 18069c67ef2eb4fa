#include "uiscreens.h"

using namespace Qt::StringLiterals;

namespace dd::test {

namespace {

// The new-payment dialog's own fields, shown whatever the method (the card's form, the e-wallet
// and the voucher's PDF button come and go with it).
const QStringList NewPaymentFields{u"&Create payment"_s, u"&Method:"_s,  u"C&ountry:"_s, u"&Amount:"_s,
                                   u"C&urrency:"_s,      u"Custome&r name:"_s, u"&Phone:"_s, u"&Document:"_s,
                                   u"&Birth date (DD/MM/YYYY):"_s, u"Addre&ss:"_s, u"Cit&y:"_s};
const QStringList CardOnly{u"&Instalments:"_s, u"Authori&ze only (capture later)"_s};
const QStringList MenuBar{u"&File"_s, u"&Payment"_s, u"&View"_s, u"&Settings"_s, u"&Tools"_s, u"&Help"_s};

Screen newPaymentByCard(const QString &name, const QStringList &cardPage)
{
    return {name,
            {{u"dd::NewPaymentDialog"_s, NewPaymentFields + CardOnly},
             {u"dd::CardFormWidget"_s, QStringList{u"Card &form:"_s} + cardPage}}};
}

Screen withConnectionForm(const QString &name, const QString &dialog, const QStringList &own)
{
    return {name,
            {{dialog, own},
             {u"dd::ConnectionForm"_s,
              {u"&Test connection"_s, u"&Environment:"_s, u"&Address:"_s, u"Integration &key:"_s}}}};
}

} // namespace

QList<Screen> directDeskScreens()
{
    return {
        // The new payment: the card's three forms are pages of a stack, one shown at a time.
        newPaymentByCard(u"new payment, card number"_s,
                         {u"Card &number:"_s, u"&Holder name:"_s, u"&Expiry (MM/YYYY):"_s, u"C&VV:"_s}),
        newPaymentByCard(u"new payment, gateway token"_s, {u"&Token:"_s}),
        newPaymentByCard(u"new payment, network token"_s,
                         {u"Token &number:"_s, u"Cryp&togram:"_s, u"Token e&xpiry (MM/YYYY):"_s, u"Ori&ginal BIN:"_s,
                          u"Original &last four:"_s, u"&ECI:"_s, u"&Wallet:"_s}),
        {u"new payment, other methods"_s,
         {{u"dd::NewPaymentDialog"_s,
           NewPaymentFields + QStringList{u"&E-wallet:"_s, u"Callback UR&L:"_s, u"Save &voucher as PDF…"_s}}}},
        withConnectionForm(u"connection settings"_s, u"dd::ConnectionDialog"_s, {u"&Lock after idle:"_s}),
        withConnectionForm(u"first start"_s, u"dd::FirstStartDialog"_s,
                           {u"&Create cache"_s, u"&Passphrase:"_s, u"&Repeat it:"_s}),
        {u"storage choice"_s,
         {{u"dd::StorageChoiceDialog"_s, {u"&This computer only"_s, u"T&eam server"_s, u"C&ontinue"_s}}}},
        {u"team server"_s,
         {{u"dd::TeamServerDialog"_s,
           {u"&Test connection"_s, u"Co&nnect"_s, u"&Host:"_s, u"&Port:"_s, u"&Database:"_s, u"&Login:"_s,
            u"Pass&word:"_s, u"&Browse…"_s, u"CA &file:"_s}}}},
        // The main window: its menu bar and the detail pane answer Alt+letter together.
        {u"main window"_s,
         {{u"dd::MainWindow"_s, MenuBar},
          {u"dd::SyncController"_s, {u"S&ync"_s}},
          {u"dd::DetailPane"_s, {u"Check &now"_s, u"&Details"_s, u"&Raw answer"_s}}}},
        {u"main window, locked"_s,
         {{u"dd::MainWindow"_s, MenuBar + QStringList{u"&Unlock…"_s}}, {u"dd::SyncController"_s, {u"S&ync"_s}}}},
        // Each menu: a letter is pressed while the menu is open, so items of different menus may share.
        {u"File menu"_s,
         {{u"dd::PaymentActions"_s,
           {u"&Look up or import payments…"_s, u"Refresh from &gateway"_s, u"&Lock"_s, u"&Quit"_s}},
          {u"dd::MainWindow"_s, {u"&Export report…"_s, u"&Reconcile orders…"_s}}}},
        {u"Payment menu"_s,
         {{u"dd::PaymentActions"_s,
           {u"&New payment…"_s, u"&Capture…"_s, u"&Refund…"_s, u"Cancel re&fund…"_s, u"Cancel &payment…"_s,
            u"Check &now"_s, u"&Copy rows"_s, u"Copy &hash"_s}}}},
        {u"View menu"_s,
         {{u"dd::PaymentActions"_s,
           {u"&Find…"_s, u"C&lear filters"_s, u"&Reload table"_s, u"&E-wallets by country…"_s, u"Reset &layout"_s}},
          {u"dd::MainWindow"_s, {u"&Theme"_s}}}},
        {u"Theme menu"_s, {{u"dd::MainWindow"_s, {u"Follow the &system"_s, u"&Light"_s, u"&Dark"_s}}}},
        {u"Settings menu"_s,
         {{u"dd::PaymentActions"_s, {u"&Connection and security…"_s}},
          {u"dd::LanguageMenu"_s, {u"&Language"_s}},
          {u"dd::SyncController"_s, {u"&Refresh and notifications…"_s}}}},
        {u"Language menu"_s, {{u"dd::LanguageMenu"_s, {u"&System language"_s, u"&Region (numbers and dates)"_s}}}},
        {u"Region menu"_s, {{u"dd::LanguageMenu"_s, {u"Follow the &system"_s}}}},
        {u"Tools menu"_s, {{u"dd::PaymentActions"_s, {u"&Operators…"_s, u"&Approvals…"_s, u"Audit &trail…"_s}}}},
        {u"Help menu"_s,
         {{u"dd::MainWindow"_s, {u"&Keyboard shortcuts"_s}}, {u"dd::PaymentActions"_s, {u"&About DirectDesk"_s}}}},
        {u"Sync menu"_s,
         {{u"dd::PaymentActions"_s, {u"Refresh from &gateway"_s}},
          {u"dd::SyncController"_s,
           {u"Refresh &all open payments"_s, u"&Import notifications…"_s, u"&Listen for notifications"_s,
            u"&Refresh and notifications…"_s}}}},
    };
}

} // namespace dd::test
