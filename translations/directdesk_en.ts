<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Diagnostics</name>
    <message numerus="yes">
        <source>(%n byte(s) of window layout)</source>
        <translation>
            <numerusform>(%n byte of window layout)</numerusform>
            <numerusform>(%n bytes of window layout)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OverviewPdf</name>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Pending vouchers due within %n day: %1</numerusform>
            <numerusform>Pending vouchers due within %n days: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::AuditTrailDialog</name>
    <message numerus="yes">
        <source>Intact: %n row(s) checked; every row links to the one before and the sealed head matches.</source>
        <translation>
            <numerusform>Intact: %n row checked; every row links to the one before and the sealed head matches.</numerusform>
            <numerusform>Intact: %n rows checked; every row links to the one before and the sealed head matches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) predate the chain and are not covered.</source>
        <translation>
            <numerusform>%n older row predates the chain and is not covered.</numerusform>
            <numerusform>%n older rows predate the chain and are not covered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::EWalletsDialog</name>
    <message numerus="yes">
        <source>%n e-wallet(s).</source>
        <translation>
            <numerusform>%n e-wallet.</numerusform>
            <numerusform>%n e-wallets.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ExportDialog</name>
    <message numerus="yes">
        <source>Selected payments (%Ln)</source>
        <translation>
            <numerusform>Selected payments (%Ln)</numerusform>
            <numerusform>Selected payments (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 %4, %n row(s)</source>
        <translation>
            <numerusform>%1 by %2: %3 %4, %n row</numerusform>
            <numerusform>%1 by %2: %3 %4, %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written to %1.</source>
        <translation>
            <numerusform>%Ln row written to %1.</numerusform>
            <numerusform>%Ln rows written to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::FilterBar</name>
    <message numerus="yes">
        <source>%1: %n selected</source>
        <comment>filter button: its title, then how many entries are chosen</comment>
        <translation>
            <numerusform>%1: %n selected</numerusform>
            <numerusform>%1: %n selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::LookupDialog</name>
    <message numerus="yes">
        <source>%n code(s) to look up.</source>
        <translation>
            <numerusform>%n code to look up.</numerusform>
            <numerusform>%n codes to look up.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::MainWindow</name>
    <message numerus="yes">
        <source>Select at most %Ln payments to refresh them from the gateway.</source>
        <translation>
            <numerusform>Select at most %Ln payment to refresh it from the gateway.</numerusform>
            <numerusform>Select at most %Ln payments to refresh them from the gateway.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) could not be refreshed</source>
        <translation>
            <numerusform>%n payment could not be refreshed</numerusform>
            <numerusform>%n payments could not be refreshed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Select at most %Ln payments to copy them; export the filter for more.</source>
        <translation>
            <numerusform>Select at most %Ln payment to copy it; export the filter for more.</numerusform>
            <numerusform>Select at most %Ln payments to copy them; export the filter for more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::NotificationImportDialog</name>
    <message numerus="yes">
        <source>%n payment(s) to query</source>
        <translation>
            <numerusform>%n payment to query</numerusform>
            <numerusform>%n payments to query</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::OverviewTab</name>
    <message numerus="yes">
        <source>%1: %2 in %Ln payment(s)</source>
        <translation>
            <numerusform>%1: %2 in %Ln payment</numerusform>
            <numerusform>%1: %2 in %Ln payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %Ln refund(s)</source>
        <translation>
            <numerusform>%1: %2 in %Ln refund</numerusform>
            <numerusform>%1: %2 in %Ln refunds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Pending vouchers due within %n day: %1</numerusform>
            <numerusform>Pending vouchers due within %n days: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::PdfReportWriter</name>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln payment</numerusform>
            <numerusform>%Ln payments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ReconcileDialog</name>
    <message numerus="yes">
        <source>%Ln line(s) of %1 are not orders: nothing was queried and nothing was kept. Correct the file and run again.</source>
        <translation>
            <numerusform>%Ln line of %1 is not an order: nothing was queried and nothing was kept. Correct the file and run again.</numerusform>
            <numerusform>%Ln lines of %1 are not orders: nothing was queried and nothing was kept. Correct the file and run again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s) written to %1.</source>
        <translation>
            <numerusform>%Ln difference written to %1.</numerusform>
            <numerusform>%Ln differences written to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ReconcileResultsView</name>
    <message numerus="yes">
        <source>%Ln order(s) read</source>
        <translation>
            <numerusform>%Ln order read</numerusform>
            <numerusform>%Ln orders read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matched</source>
        <comment>orders</comment>
        <translation>
            <numerusform>%Ln matched</numerusform>
            <numerusform>%Ln matched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s)</source>
        <translation>
            <numerusform>%Ln difference</numerusform>
            <numerusform>%Ln differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s) dated outside the period were left out.</source>
        <translation>
            <numerusform>%Ln order dated outside the period was left out.</numerusform>
            <numerusform>%Ln orders dated outside the period were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The gateway was asked about %Ln code(s) the cache did not know: %1 found, %2 unknown to it, %3 could not be asked (they stay queued for the next refresh).</source>
        <translation>
            <numerusform>The gateway was asked about %Ln code the cache did not know: %1 found, %2 unknown to it, %3 could not be asked (they stay queued for the next refresh).</numerusform>
            <numerusform>The gateway was asked about %Ln codes the cache did not know: %1 found, %2 unknown to it, %3 could not be asked (they stay queued for the next refresh).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ReportExport</name>
    <message numerus="yes">
        <source>%Ln selected payment(s)</source>
        <translation>
            <numerusform>%Ln selected payment</numerusform>
            <numerusform>%Ln selected payments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::StatusPanel</name>
    <message numerus="yes">
        <source>%Ln payment(s), counting…</source>
        <translation>
            <numerusform>%Ln payment, counting…</numerusform>
            <numerusform>%Ln payments, counting…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln payment</numerusform>
            <numerusform>%Ln payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: %1</source>
        <translation>
            <numerusform>%Ln selected: %1</numerusform>
            <numerusform>%Ln selected: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: totals are added up for at most %1</source>
        <translation>
            <numerusform>%Ln selected: totals are added up for at most %1</numerusform>
            <numerusform>%Ln selected: totals are added up for at most %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::SyncController</name>
    <message numerus="yes">
        <source>%1: %Ln payment(s) refreshed</source>
        <translation>
            <numerusform>%1: %Ln payment refreshed</numerusform>
            <numerusform>%1: %Ln payments refreshed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be (kept for the next refresh)</source>
        <translation>
            <numerusform>, %n could not be (kept for the next refresh)</numerusform>
            <numerusform>, %n could not be (kept for the next refresh)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n action(s) with an unknown outcome settled</source>
        <translation>
            <numerusform>, %n action with an unknown outcome settled</numerusform>
            <numerusform>, %n actions with an unknown outcome settled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::Vault</name>
    <message numerus="yes">
        <source>Wrong passphrase. %n attempt(s) left before unlocking is blocked for 30 minutes.</source>
        <translation>
            <numerusform>Wrong passphrase. %n attempt left before unlocking is blocked for 30 minutes.</numerusform>
            <numerusform>Wrong passphrase. %n attempts left before unlocking is blocked for 30 minutes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::cli::AccessCommands</name>
    <message numerus="yes">
        <source>The audit trail is intact: %n row(s) checked.</source>
        <translation>
            <numerusform>The audit trail is intact: %n row checked.</numerusform>
            <numerusform>The audit trail is intact: %n rows checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) were written before the chain existed and are not covered.</source>
        <translation>
            <numerusform>%n older row was written before the chain existed and is not covered.</numerusform>
            <numerusform>%n older rows were written before the chain existed and are not covered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::cli::SyncCommands</name>
    <message numerus="yes">
        <source>Resolved %n earlier action(s) whose outcome was unknown.</source>
        <translation>
            <numerusform>Resolved %n earlier action whose outcome was unknown.</numerusform>
            <numerusform>Resolved %n earlier actions whose outcome was unknown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>directdesk_cli_export</name>
    <message numerus="yes">
        <source>%1: %n row(s) (%2), sha256 %3</source>
        <translation>
            <numerusform>%1: %n row (%2), sha256 %3</numerusform>
            <numerusform>%1: %n rows (%2), sha256 %3</numerusform>
        </translation>
    </message>
</context>
</TS>
